import * as z from "zod/mini";

export const preferenceType = z.enum(["layout", "order", "strategy"]);
export type PreferenceType = z.infer<typeof preferenceType>;

export const fontSizeType = z.enum(["Small", "Default", "Large"]);
export type FontSizeType = z.infer<typeof fontSizeType>;
export const watchlistMode = z.enum(["Full View", "Collapsed View"]);
export type WatchlistMode = z.infer<typeof watchlistMode>;
export const chartType = z.enum(["Trading View", "Charts IQ"]);
export type ChartType = z.infer<typeof chartType>;

/** Layout preference (spec 1 §3). Every field is optional in a save: what is absent keeps its default. */
export const layoutPreferences = z.strictObject({
  blackMode: z.optional(z.boolean()),
  systemTheme: z.optional(z.boolean()),
  tabAccessibility: z.optional(z.boolean()),
  selectedChart: z.optional(z.strictObject({ type: chartType })),
  watchlist: z.optional(z.strictObject({ mode: watchlistMode })),
  fontSize: z.optional(z.strictObject({ type: fontSizeType })),
  sectionCollapseStates: z.optional(z.record(z.string(), z.boolean())),
  indices: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(50))),
});
export type LayoutPreferences = z.infer<typeof layoutPreferences>;

export const retainable = (values: readonly [string, ...string[]]) => z.enum(["Retain", ...values]);
export const segmentOrderPreference = z.strictObject({
  productType: retainable(["CNC", "MIS", "NRML", "MARGIN"]),
  orderType: retainable(["MARKET", "LIMIT", "SL", "SL-M"]),
});
export type SegmentOrderPreference = z.infer<typeof segmentOrderPreference>;

/** Order preference (spec 1 §3): per segment product and order type, Retain by default. */
export const orderPreferences = z.strictObject({
  equityCash: z.optional(segmentOrderPreference),
  equityDerivatives: z.optional(segmentOrderPreference),
  currencyDerivative: z.optional(segmentOrderPreference),
  commodityDerivative: z.optional(segmentOrderPreference),
  orderConfirmation: z.optional(z.boolean()),
  glueOrderpad: z.optional(z.boolean()),
});
export type OrderPreferences = z.infer<typeof orderPreferences>;

export const strategyPreferences = z.strictObject({
  favStrategy: z.optional(z.array(z.string().check(z.maxLength(80))).check(z.maxLength(50))),
});
export type StrategyPreferences = z.infer<typeof strategyPreferences>;

export interface PreferencesByType {
  layout: LayoutPreferences;
  order: OrderPreferences;
  strategy: StrategyPreferences;
}

export const preferenceQuery = z.strictObject({ preferenceType });

export const preferenceDocument = z.object({
  clientId: z.string(),
  preferenceType,
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  preferences: z.record(z.string(), z.unknown()),
});
export interface PreferenceDocument<TType extends PreferenceType = PreferenceType> {
  clientId: string;
  preferenceType: TType;
  version: number;
  createdAt: string;
  updatedAt: string;
  preferences: PreferencesByType[TType];
}

const version = z.int().check(z.gte(0));
export const savePreferenceRequest = z.discriminatedUnion("preferenceType", [
  z.strictObject({ preferenceType: z.literal("layout"), preferences: layoutPreferences, version }),
  z.strictObject({ preferenceType: z.literal("order"), preferences: orderPreferences, version }),
  z.strictObject({ preferenceType: z.literal("strategy"), preferences: strategyPreferences, version }),
]);
export type SavePreferenceRequest = z.infer<typeof savePreferenceRequest>;

/** A save answers success (the stored document) or conflict (HTTP 409, the document the server holds). */
export const savePreferenceResponse = z.object({
  status: z.enum(["success", "conflict"]),
  preference: preferenceDocument,
});
