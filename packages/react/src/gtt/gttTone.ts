import type { GttStatusCode } from "@trade/core/gtt";
import type { OrderStatusTone } from "../trading/orderStatusTone.js";

/**
 * A GTT status badge's colour, in the orders table's families (ours; the spec names the labels only): pending amber,
 * triggered (its order working) in the accent colour, executed green, rejected red, cancelled grey.
 */
export function gttStatusTone(status: GttStatusCode): OrderStatusTone {
  switch (status) {
    case 1:
    case 4:
      return "pending";
    case 3:
      return "cancelled";
    case 5:
      return "open";
    case 10:
      return "complete";
    default:
      return "rejected";
  }
}

/** The list's status filter (ours: the spec's labels grouped), each with the codes it asks the server for. */
export const gttStatusFilters = [
  { id: "all", label: "All", codes: [] },
  { id: "pending", label: "Pending", codes: [1, 4] },
  { id: "triggered", label: "Triggered", codes: [5, 10, 11, 12] },
  { id: "cancelled", label: "Cancelled", codes: [3] },
  { id: "rejected", label: "Rejected", codes: [7] },
] as const satisfies readonly { id: string; label: string; codes: readonly GttStatusCode[] }[];

/** The id of a status filter of the list (`all`, `pending`, `triggered`, `cancelled`, `rejected`). */
export type GttStatusFilter = (typeof gttStatusFilters)[number]["id"];
