import type { OrderPreferences, SegmentOrderPreference } from "@trade/core";
import { productTypeLabel } from "@trade/core/orders";

export type SegmentGroup = "equityCash" | "equityDerivatives" | "currencyDerivative" | "commodityDerivative";

type ProductChoice = SegmentOrderPreference["productType"];
type OrderTypeChoice = SegmentOrderPreference["orderType"];

/**
 * The order preference groups of spec 1 §3 with the product types each segment trades (spec 2 §3: Delivery is for
 * cash only; derivatives carry forward), and the four order types. Retain, the default, keeps what the user last
 * used in that segment.
 */
export const segmentGroups: readonly {
  group: SegmentGroup;
  label: string;
  products: readonly Exclude<ProductChoice, "Retain">[];
}[] = [
  { group: "equityCash", label: "Equity", products: ["CNC", "MIS"] },
  { group: "equityDerivatives", label: "Equity derivatives (F&O)", products: ["NRML", "MIS"] },
  { group: "currencyDerivative", label: "Currency", products: ["NRML", "MIS"] },
  { group: "commodityDerivative", label: "Commodity", products: ["NRML", "MIS"] },
];

export const orderTypeChoices: readonly { value: OrderTypeChoice; label: string }[] = [
  { value: "Retain", label: "Retain" },
  { value: "MARKET", label: "Market" },
  { value: "LIMIT", label: "Limit" },
  { value: "SL", label: "SL" },
  { value: "SL-M", label: "SL-M" },
];

export function productChoices(group: SegmentGroup): { value: ProductChoice; label: string }[] {
  const products = segmentGroups.find((entry) => entry.group === group)?.products ?? [];
  return [
    { value: "Retain", label: "Retain" },
    ...products.map((product) => ({ value: product, label: productTypeLabel(product) })),
  ];
}

/** A segment's order preference, Retain where the document has none. */
export function segmentPreference(preferences: OrderPreferences | undefined, group: SegmentGroup) {
  return preferences?.[group] ?? { productType: "Retain", orderType: "Retain" };
}

/**
 * Spec 1 §3: Re-confirm order and glue order pad. The server's defaults: re-confirm on, glue off; a document without
 * the field shows the default.
 */
export const orderDefaultsOfToggles = { orderConfirmation: true, glueOrderpad: false } as const;
