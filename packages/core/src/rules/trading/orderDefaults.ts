import type { OrderType, ProductType } from "../../contract/orders.js";
import type { OrderPreferences, SegmentOrderPreference } from "../../contract/preference.js";

/** Which order preference group a market segment falls in (spec 1 §3, spec 2 §3 preferences). */
export function preferenceGroupOf(
  segment: number,
): keyof Pick<
  OrderPreferences,
  "equityCash" | "equityDerivatives" | "currencyDerivative" | "commodityDerivative"
> {
  if (segment === 1 || segment === 3) return "equityCash";
  if (segment === 2 || segment === 4) return "equityDerivatives";
  if (segment === 13) return "currencyDerivative";
  return "commodityDerivative";
}

/**
 * The order pad's product and order type for a segment (spec 2 §4 'the default comes from the segment's order
 * preference'): the preference's choice, or, where it says Retain (the default), what the user last used in that
 * segment, or else Delivery (cash) / Carry Forward (derivatives) and Limit. A choice the tab does not offer falls back
 * to the tab's first.
 */
export function orderDefaults(
  segment: number,
  preferences: OrderPreferences | undefined,
  retained: { productType?: string | null; orderType?: string | null },
  offered: { products: readonly ProductType[]; orderTypes: readonly OrderType[] },
): { productType: ProductType; orderType: OrderType } {
  const preference: SegmentOrderPreference | undefined = preferences?.[preferenceGroupOf(segment)];
  const pick = <T extends string>(
    chosen: string | undefined,
    kept: string | null | undefined,
    fallback: T,
    list: readonly T[],
  ) => {
    const wanted = chosen !== undefined && chosen !== "Retain" ? chosen : (kept ?? fallback);
    return (list as readonly string[]).includes(wanted) ? (wanted as T) : (list[0] as T);
  };
  const cash = segment === 1 || segment === 3;
  return {
    productType: pick(preference?.productType, retained.productType, cash ? "CNC" : "NRML", offered.products),
    orderType: pick(preference?.orderType, retained.orderType, "LIMIT", offered.orderTypes),
  };
}
