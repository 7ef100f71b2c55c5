import type { Position } from "../../contract/orders.js";
import { fromMinor } from "../price.js";
import { segmentLabel } from "../segments.js";
import { productTypeLabel } from "./orderTypes.js";

/** Position grouping options (spec 2 §2), in the spec's words and order. */
export const positionGroupings = [
  "None",
  "Name",
  "Expiry Date",
  "Action Type",
  "PE/CE",
  "Segment",
  "Product Type",
] as const;
export type PositionGrouping = (typeof positionGroupings)[number];

type Groupable = Pick<
  Position,
  "symbolName" | "expiryDate" | "netQty" | "optionType" | "exchangeSegment" | "productType"
>;

/** The group a position falls in for a grouping. */
export function positionGroupKey(position: Groupable, by: PositionGrouping): string {
  switch (by) {
    case "Name":
      return position.symbolName;
    case "Expiry Date":
      return position.expiryDate ?? "No expiry";
    case "Action Type":
      return position.netQty > 0 ? "Buy" : position.netQty < 0 ? "Sell" : "Closed";
    case "PE/CE":
      return position.optionType ?? "Others";
    case "Segment":
      return segmentLabel(position.exchangeSegment);
    case "Product Type":
      return productTypeLabel(position.productType);
    default:
      return "All";
  }
}

/** Positions in groups, each group and each position in the order it first appears. */
export function groupPositions<T extends Groupable>(
  positions: readonly T[],
  by: PositionGrouping,
): { key: string; positions: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const position of positions) {
    const key = positionGroupKey(position, by);
    const list = groups.get(key);
    if (list === undefined) groups.set(key, [position]);
    else list.push(position);
  }
  return [...groups].map(([key, list]) => ({ key, positions: list }));
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Positions as CSV for the export (prices in rupees with the segment's decimals). */
export function positionsCsv(positions: readonly Position[]): string {
  const header = [
    "Symbol",
    "Exchange",
    "Product",
    "Net Qty",
    "Buy Qty",
    "Buy Avg",
    "Sell Qty",
    "Sell Avg",
    "LTP",
    "Realised P&L",
  ];
  const rows = positions.map((p) => [
    p.tradingSymbol,
    p.exchange,
    productTypeLabel(p.productType),
    p.netQty,
    p.buyQty,
    fromMinor(p.buyAvgPrice, p.exchangeSegment),
    p.sellQty,
    fromMinor(p.sellAvgPrice, p.exchangeSegment),
    fromMinor(p.ltp, p.exchangeSegment),
    (p.realisedPnl / 100).toFixed(2),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\n");
}
