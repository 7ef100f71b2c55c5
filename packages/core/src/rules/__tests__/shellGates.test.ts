import { describe, expect, it } from "vitest";
import type { Nudge } from "../../contract/nudges.js";
import {
  addClosedNudge,
  closedNudgesLimit,
  nudgeDeleteOf,
  nudgePlacementOf,
  readClosedNudges,
  visibleNudges,
} from "../nudges.js";
import { orderPadGate, riskDisclosureText } from "../trading/orderPadGate.js";

describe("orderPadGate (spec 1 §2.6, §6)", () => {
  const cashOnly = ["nse_cm", "bse_cm"];
  const all = ["nse_cm", "nse_fo", "bse_cm", "bse_fo", "mcx_fo", "cde_fo"];
  const web = ["ALL", "PLACE_ORDER"];
  const gate = (
    segment: number,
    activatedSegments: string[],
    riskAcknowledged: boolean,
    blocked: string[] = [],
  ) =>
    orderPadGate({
      segment,
      activatedSegments,
      riskAcknowledged,
      blockedOperations: blocked,
      webAccountStatus: web,
    });

  it("a segment the client has not activated opens the activation prompt, before any risk disclosure", () => {
    expect(gate(2, cashOnly, false)).toBe("activate");
    expect(gate(4, cashOnly, true)).toBe("activate");
    expect(gate(13, cashOnly, false)).toBe("activate");
  });

  it("F&O (segments 2 and 4) shows the risk disclosure until acknowledged; cash and commodity go to the pad", () => {
    expect(gate(2, all, false)).toBe("risk");
    expect(gate(4, all, false)).toBe("risk");
    expect(gate(2, all, true)).toBe("pad");
    expect(gate(1, all, false)).toBe("pad");
    expect(gate(5, all, false)).toBe("pad");
  });

  it("keeps the pad closed when a blocked operation is one the web account status names, whatever the segment", () => {
    expect(gate(1, all, true, ["PLACE_ORDER"])).toBe("blocked");
    expect(gate(2, cashOnly, false, ["ALL"])).toBe("blocked");
    expect(gate(1, all, true, ["PROFILE_MODIFICATION"])).toBe("pad");
    expect(
      orderPadGate({
        segment: 1,
        activatedSegments: all,
        riskAcknowledged: true,
        blockedOperations: ["PLACE_ORDER"],
        webAccountStatus: ["ALL"],
      }),
    ).toBe("pad");
  });

  it("carries the spec's text", () => {
    expect(riskDisclosureText).toContain("9 out of 10 individual F&O traders incurred net losses");
  });
});

describe("nudge placements (spec 1 §2.6)", () => {
  it("maps the spec's pages to their codes; the watchlist's tabs are its page", () => {
    expect(nudgePlacementOf("/watchlist")).toBe("WATCHLIST");
    expect(nudgePlacementOf("/watchlist/chart")).toBe("WATCHLIST");
    expect(nudgePlacementOf("/orders/positions")).toBe("POSITIONS");
    expect(nudgePlacementOf("/orders/open/")).toBe("OPEN_ORDERS");
    expect(nudgePlacementOf("/account")).toBe("ACCOUNT");
    expect(nudgePlacementOf("/account/trading-balance-summary")).toBe("TRADING_BALANCE");
    expect(nudgePlacementOf("/home")).toBe("HOME");
    expect(nudgePlacementOf("/portfolio/summary")).toBe("PORTFOLIO");
  });

  it("shows none elsewhere", () => {
    expect(nudgePlacementOf("/account/settings")).toBeUndefined();
    expect(nudgePlacementOf("/orders/history")).toBeUndefined();
    expect(nudgePlacementOf("/watchlists")).toBeUndefined();
  });
});

describe("closed nudges (spec 1 §3 local values)", () => {
  const banner = (nudgeId: string, module = "banner"): Nudge => ({
    nudgeId,
    mainline: nudgeId,
    cta: [],
    crossBtn: true,
    plcHoldrID: "WATCHLIST",
    module,
    message_id: `m-${nudgeId}`,
    nudge_group: "g",
  });

  it("reads a stored list, and anything unreadable as none", () => {
    expect(readClosedNudges('["a","b"]')).toEqual(["a", "b"]);
    expect(readClosedNudges("{")).toEqual([]);
    expect(readClosedNudges('{"a":1}')).toEqual([]);
    expect(readClosedNudges(null)).toEqual([]);
  });

  it("adds an id once, newest last, keeping at most the limit", () => {
    expect(addClosedNudge(["a", "b"], "a")).toEqual(["b", "a"]);
    const many = Array.from({ length: closedNudgesLimit }, (_, i) => String(i));
    const next = addClosedNudge(many, "new");
    expect(next).toHaveLength(closedNudgesLimit);
    expect(next[0]).toBe("1");
    expect(next.at(-1)).toBe("new");
  });

  it("hides closed nudges and keeps banners and popups apart", () => {
    const list = [banner("a"), banner("b"), banner("p", "popup")];
    expect(visibleNudges(list, ["a"], "banner").map((n) => n.nudgeId)).toEqual(["b"]);
    expect(visibleNudges(list, [], "popup").map((n) => n.nudgeId)).toEqual(["p"]);
  });

  it("deletes with what the nudge carries, missing parameters left missing", () => {
    expect(nudgeDeleteOf(banner("a"))).toEqual({
      message_id: "m-a",
      nudge_group: "g",
      template_id: undefined,
    });
  });
});
