/** A time as the spec's payloads carry it, whole seconds since the Unix epoch, from the store's milliseconds. */
export const epochSeconds = (ms: number): number => Math.floor(ms / 1000);
