import {
  invalidOrderAttributesMessage,
  invalidQuantityMessage,
  zeroQuantityMessage,
} from "@trade/core/orders";
import { describe, expect, it } from "vitest";
import { engineOverFakeMarket, ist } from "./fakeMarket.js";

const client = "DEMO01";

/** An intraday buy of 10 SBIN on NSE cash, and a convert(from, to, quantity) of it. */
function intradayCashPosition() {
  const world = engineOverFakeMarket(ist("2026-11-23", 9, 30));
  const sbin = world.nse("SBIN");
  world.market.setPrice(sbin, sbin.basePrice - (sbin.basePrice % sbin.tick));
  const placed = world.engine.place(client, {
    exchangeSegment: 1,
    symbolToken: sbin.token,
    guiOrderId: "cash-mis",
    transactionType: "B",
    productType: "MIS",
    orderType: "MARKET",
    quantity: 10,
  });
  expect(placed.ok).toBe(true);
  const convert = (newProductType: "NRML" | "CNC", quantity: number) =>
    world.engine.convert(client, {
      exchangeSegment: 1,
      symbolToken: sbin.token,
      productType: "MIS",
      newProductType,
      quantity,
      transactionType: "B",
    });
  const netQty = (product: string) =>
    world.engine.positions(client).find((p) => p.symbolToken === sbin.token && p.productType === product)
      ?.netQty ?? 0;
  return { convert, netQty };
}

describe("position conversion follows the rules of placing", () => {
  it("refuses to convert a cash position to NRML, as placing NRML on cash is refused, and moves nothing", () => {
    const w = intradayCashPosition();
    expect(w.convert("NRML", 4)).toMatchObject({
      ok: false,
      code: "INVALID-COMBINATION",
      message: invalidOrderAttributesMessage,
    });
    expect(w.netQty("MIS")).toBe(10);
    expect(w.netQty("NRML")).toBe(0);
  });

  it.each([
    [2.5, "QTY-INVALID", invalidQuantityMessage],
    [-5, "QTY-INVALID", invalidQuantityMessage],
    [0, "QTY-ZERO", zeroQuantityMessage],
  ])("refuses to convert quantity %s with the spec's words, and moves nothing", (quantity, code, message) => {
    const w = intradayCashPosition();
    expect(w.convert("CNC", quantity)).toMatchObject({ ok: false, code, message });
    expect(w.netQty("MIS")).toBe(10);
    expect(w.netQty("CNC")).toBe(0);
  });
});
