/** Every route lives under this base path (spec 1 §1). */
export const basename = "/trade";
