// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import type { Scrip, TradeClient } from "@trade/core";
import type { PlaceOutcome } from "@trade/core/orders";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  button,
  checked,
  choose,
  click,
  derivatives,
  dialog,
  dismissSurveillance,
  equity,
  input,
  ltp,
  pad,
  press,
  problem,
  renderPad,
  rupees,
  sheet,
  submit,
  tab,
  type,
  unmountPad,
  until,
} from "../support/orderPad.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist, ordersOf } from "../support/trading.js";

const kindOf = (outcome: PlaceOutcome) => (outcome.ok ? "placed" : "rejected");

/**
 * The order pad's sheets and its time-window messages against the sandbox (spec 2 §2 sheets, §4 placing and AMO, §5
 * windows, §8): placed, split, rejected with the server's words, the AMO confirmation, under surveillance; and the
 * messages that need a market time, with the sandbox's market clock moved (frozen, speed 0) and the pad reading it as
 * it does in the app (useMarketClock, no `now` given).
 */
describe("OrderPad sheets and market-time messages against the sandbox", () => {
  let env: TestSandbox;
  const placed: PlaceOutcome[] = [];
  const onPlaced = (outcome: PlaceOutcome) => placed.push(outcome);
  /** A client of DEMO01 logged in after the clock moved (the pad reads the market time once per provider). */
  const demoAt = async (hh: number, mm: number) => {
    await env.clock({ at: ist(hh, mm) });
    return env.login("DEMO01");
  };
  const atMarket = async (client: TradeClient, scrip: Scrip, side: "B" | "S" = "B") => {
    await renderPad(client, scrip, { side, onPlaced });
    await press("m", input("quantity") as HTMLInputElement);
    expect(checked("Order type")).toBe("Market");
  };
  const sheetShown = async () => {
    await until(() => sheet() !== undefined, "the sheet");
    return sheet();
  };

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0 });
  }, 60_000);
  afterEach(() => {
    unmountPad();
    placed.length = 0;
  });
  afterAll(async () => {
    await env?.close();
  });

  describe("in the normal market (10:00)", () => {
    let demo: TradeClient;
    beforeAll(async () => {
      demo = await demoAt(10, 0);
    });

    it("Order Placed: the sheet names the order and its status; OK dismisses it", async () => {
      await atMarket(demo, await equity(demo, "ITC"));
      await type("quantity", "2");
      await submit();
      const shown = await sheetShown();
      const [outcome] = placed;
      expect(outcome?.ok).toBe(true);
      const status = outcome?.ok ? outcome.value.orderStatus : "";
      expect(shown).toEqual({ title: "Order Placed", text: `Buy 2 ITC-EQ: ${status}`, ok: true });
      await click(button("OK", pad().querySelector(".tk-op-sheet") as HTMLElement));
      expect(sheet()).toBeUndefined();
    });

    it("Order Split: a quantity above the freeze limit goes as several orders, and the sheet says so", async () => {
      const options = await derivatives(demo, "NIFTY", "OPTIDX", "fno");
      // The cheapest call (far out of the money): 25 lots of 75 stay within DEMO01's cash.
      const call = options
        .filter((o) => o.tradeSymbol.endsWith("CE"))
        .sort((a, b) => (b.strkPrice ?? 0) - (a.strkPrice ?? 0))[0] as Scrip;
      await atMarket(demo, call);
      await choose("Product", "Intraday");
      // NIFTY freezes at 1800 (24 lots): 25 lots are 1800 + 75.
      await type("quantity", "25");
      await submit();
      const shown = await sheetShown();
      expect(shown).toEqual({
        title: "Order Split",
        text: `Buy 1875 ${call.tradeSymbol} went as 2 orders (1800 + 75): above the exchange's limit per order.`,
        ok: true,
      });
      expect(placed.map(kindOf)).toEqual(["placed", "placed"]);
      const orders = (await ordersOf(demo)).filter((o) => o.tradingSymbol === call.tradeSymbol);
      expect(orders.map((o) => o.quantity).sort((a, b) => a - b)).toEqual([75, 1800]);
    });

    it("a split with a refused part: the sheet says how many of the orders went", async () => {
      // DEMO04 starts with ₹1,00,000: an option between ₹56 and ₹1,333 buys 75 (one lot) but not 1800 (the freeze).
      const poa = await env.login("DEMO04");
      const options = await derivatives(poa, "NIFTY", "OPTIDX", "fno");
      let chosen: Scrip | undefined;
      for (const option of options.filter((o) => o.tradeSymbol.endsWith("CE"))) {
        await atMarket(poa, option);
        if (ltp() > 60 && ltp() < 1300) {
          chosen = option;
          break;
        }
      }
      expect(chosen).toBeDefined();
      await choose("Product", "Intraday");
      await type("quantity", "25");
      await submit();
      const shown = await sheetShown();
      expect(placed.map(kindOf)).toEqual(["rejected", "placed"]);
      expect(shown?.title).toBe("Insufficient Funds");
      expect(shown?.text).toMatch(
        /^Insufficient funds: this order needs ₹[\d,.]+ of margin, ₹[\d,.]+ is available \(1 of 2 orders placed\)$/,
      );
    });

    it.each([
      {
        what: "a delivery sell above the shares held (DEMO01 holds 100 ITC)",
        symbol: "ITC",
        quantity: "500",
        message: "Entered quantity can not be greater than available quantity",
      },
      {
        what: "a T2T sell with no shares of it in the demat",
        symbol: "HCC",
        quantity: "1",
        message: "You do not have any shares of this T2T stock in your demat to sell",
      },
    ])("Order Rejected with the broker's words: $what", async ({ symbol, quantity, message }) => {
      await atMarket(demo, await equity(demo, symbol), "S");
      expect(checked("Product")).toBe("Delivery");
      await type("quantity", quantity);
      await submit();
      const shown = await sheetShown();
      expect(shown).toEqual({ title: "Order Rejected", text: message, ok: false });
      expect(placed.map(kindOf)).toEqual(["rejected"]);
    });

    it.each([
      ["DEMO07", "ADD FUNDS"],
      ["DEMO03", "CREATE BLOCK"],
    ])(
      "Insufficient Funds (RMS1011, %s): the risk system's words, ORDER HISTORY and %s for the host",
      async (code, second) => {
        const actions: string[] = [];
        const small = await env.login(code);
        await renderPad(small, await equity(small, "RELIANCE"), {
          onPlaced,
          onFundsAction: (action) => actions.push(action),
        });
        await press("m", input("quantity") as HTMLInputElement);
        // DEMO07 starts with ₹1,00,000 and DEMO03 (ASBA) with ₹3,00,000: 1000 RELIANCE is far beyond either.
        await type("quantity", "1000");
        await submit();
        const shown = await sheetShown();
        const [outcome] = placed;
        expect(outcome?.ok === false ? outcome.error.code : undefined).toBe("RMS1011");
        expect(shown?.title).toBe("Insufficient Funds");
        expect(shown?.ok).toBe(false);
        expect(shown?.text).toMatch(
          /^Insufficient funds: this order needs ₹[\d,.]+ of margin, ₹[\d,.]+ is available$/,
        );
        const sheetElement = pad().querySelector(".tk-op-sheet[role=status]") as HTMLElement;
        expect([...sheetElement.querySelectorAll("button")].map((b) => b.textContent)).toEqual([
          "ORDER HISTORY",
          second,
          "OK",
        ]);
        await click(button(second, sheetElement));
        expect(actions).toEqual([second]);
        expect(sheet()).toBeUndefined();
        // The order book keeps it as rejected; nothing works at the exchange.
        expect((await ordersOf(small)).map((o) => o.orderStatus)).toEqual(["rejected"]);
      },
    );

    it("Insufficient Funds without a host to navigate: no action offered, only OK", async () => {
      const small = await env.login("DEMO07");
      await atMarket(small, await equity(small, "SBIN"));
      await type("quantity", "5000");
      await submit();
      const shown = await sheetShown();
      expect(shown?.title).toBe("Insufficient Funds");
      const sheetElement = pad().querySelector(".tk-op-sheet[role=status]") as HTMLElement;
      expect([...sheetElement.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["OK"]);
    });

    it("Under surveillance: the sheet names the tags when the pad opens", async () => {
      await renderPad(demo, await equity(demo, "TTML"));
      await until(() => dialog("Under surveillance") !== null, "the surveillance sheet");
      expect(dialog("Under surveillance")?.textContent).toBe(
        "Under surveillanceThis stock is under surveillance (ASM-LT-1). Please trade with caution.OK",
      );
      await dismissSurveillance();
      expect(dialog("Under surveillance")).toBeNull();
    });

    it("Escape closes the topmost layer: the surveillance sheet, then the result sheet, then the pad", async () => {
      let closed = 0;
      await renderPad(demo, await equity(demo, "TTML"), { onClose: () => closed++, onPlaced });
      await until(() => dialog("Under surveillance") !== null, "the surveillance sheet");
      await press("Escape", input("quantity") as HTMLInputElement);
      expect(dialog("Under surveillance")).toBeNull();
      expect(closed).toBe(0);
      await press("m", input("quantity") as HTMLInputElement);
      await choose("Product", "Delivery");
      await submit();
      await sheetShown();
      await press("Escape", input("quantity") as HTMLInputElement);
      expect(sheet()).toBeUndefined();
      expect(closed).toBe(0);
      await press("Escape", input("quantity") as HTMLInputElement);
      expect(closed).toBe(1);
    });
  });

  describe("time windows (spec 2 §5, §9)", () => {
    it("15:20, the square-off window: no new intraday order; delivery still goes", async () => {
      const demo = await demoAt(15, 20);
      await atMarket(demo, await equity(demo, "ITC"));
      await choose("Product", "Intraday");
      await submit();
      await until(() => problem() !== "", "the message");
      expect(problem()).toBe("Intraday orders are not allowed after the square-off time");
      await choose("Product", "Delivery");
      expect(problem()).toBe("");
    });

    it("15:35: stop loss orders are blocked until 16:00", async () => {
      const demo = await demoAt(15, 35);
      await renderPad(demo, await equity(demo, "ITC"));
      await tab("Stop Loss");
      await type("triggerPrice", rupees(ltp() * 1.01));
      await type("price", rupees(ltp() * 1.02));
      await submit();
      await until(() => problem() !== "", "the message");
      expect(problem()).toBe("Stop loss orders are not allowed between 3:30 PM and 4:00 PM");
    });

    it.each([
      [9, 5, "pre-open"],
      [15, 35, "after the close"],
    ])("%i:%i (%s): bracket orders only in market hours", async (hh, mm) => {
      const demo = await demoAt(hh, mm);
      await renderPad(demo, await equity(demo, "ITC"));
      await tab("Bracket");
      await type("price", rupees(ltp()));
      await type("target", "5");
      await type("stopLoss", "2.5");
      await submit();
      await until(() => problem() !== "", "the message");
      expect(problem()).toBe("Bracket orders can be placed during market hours only");
    });

    it("18:00, AMO time: no market order on options", async () => {
      const demo = await demoAt(18, 0);
      const options = await derivatives(demo, "NIFTY", "OPTIDX", "fno");
      await atMarket(demo, options[0] as Scrip);
      await submit();
      await until(() => problem() !== "", "the message");
      expect(problem()).toBe("Market orders are not allowed for options in AMO. Please place a limit order.");
      expect(dialog("After market order")).toBeNull();
    });

    it("18:00, AMO time: BUY asks to confirm an AMO; Escape cancels it; PLACE AMO places it", async () => {
      const demo = await demoAt(18, 0);
      await renderPad(demo, await equity(demo, "ITC"), { onPlaced });
      await press("l", input("quantity") as HTMLInputElement);
      await type("price", rupees(ltp()));
      await submit();
      await until(() => dialog("After market order") !== null, "the AMO confirmation");
      expect(dialog("After market order")?.querySelector("p")?.textContent).toBe(
        "The market is closed. Place this as an after market order (AMO)? It is sent to the exchange when the market opens.",
      );
      expect(placed).toEqual([]);
      await press("Escape", dialog("After market order") as HTMLElement);
      expect(dialog("After market order")).toBeNull();
      expect(pad()).not.toBeNull();
      await submit();
      await until(() => dialog("After market order") !== null, "the AMO confirmation again");
      await click(button("PLACE AMO", dialog("After market order") as HTMLElement));
      const shown = await sheetShown();
      expect(placed.map(kindOf)).toEqual(["placed"]);
      const status = placed[0]?.ok ? placed[0].value.orderStatus : "";
      expect(shown).toEqual({ title: "Order Placed", text: `Buy 1 ITC-EQ: ${status}`, ok: true });
      const [order] = (await ordersOf(demo)).filter((o) => o.tradingSymbol === "ITC-EQ" && o.isAMO);
      expect(order).toBeDefined();
    });
  });
});
