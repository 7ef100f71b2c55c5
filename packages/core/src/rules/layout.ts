/** Breakpoints of spec 1 §9 and the navigation's behaviour at each (spec 1 §2.2). */
export const breakpoints = { tooltips: 1280, iconsOnly: 1366, wide: 1600 } as const;

/** Below 1366 px the navigation shows icons only; below 1280 px it adds tooltips. */
export function navigationMode(width: number): { iconsOnly: boolean; tooltips: boolean } {
  return { iconsOnly: width < breakpoints.iconsOnly, tooltips: width < breakpoints.tooltips };
}
