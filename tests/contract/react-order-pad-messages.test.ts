// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import type { Scrip, TradeClient } from "@trade/core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  checked,
  choose,
  derivatives,
  dismissSurveillance,
  equity,
  input,
  invalidField,
  ltp,
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

/**
 * Every inline validation message of the order pad (spec 2 §5, §6, §8), driven as a user would against the sandbox's
 * real scrips, quotes and personas: fields typed, tabs, products and order types picked, BUY pressed; the message is
 * read where the user sees it (the alert under the fields, the invalid field described by it). The market is frozen
 * at 10:00 IST on a trading Tuesday (normal market). Texts are the spec's words where it gives them, else ours
 * (packages/core/src/rules/trading/messages.ts marks those).
 */
describe("OrderPad inline validation messages against the sandbox", () => {
  let env: TestSandbox;
  const clients = new Map<string, TradeClient>();
  const as = async (clientCode: string) => {
    let client = clients.get(clientCode);
    if (client === undefined) {
      client = await env.login(clientCode);
      clients.set(clientCode, client);
    }
    return client;
  };
  let demo: TradeClient;
  let itc: Scrip;

  /** The pad at Market (M), so no price is asked for. */
  const atMarket = async (client: TradeClient, scrip: Scrip, side: "B" | "S" = "B") => {
    await renderPad(client, scrip, { side });
    await press("m", input("quantity") as HTMLInputElement);
    expect(checked("Order type")).toBe("Market");
  };

  /** Shows the message after BUY (or SELL) and keeps BUY from placing: the alert, and the field it names. */
  const expectProblem = async (message: string, field?: string) => {
    await submit();
    await until(() => problem() !== "", `the message ${message}`);
    expect(problem()).toBe(message);
    if (field !== undefined) expect(invalidField()).toEqual({ name: field, message });
  };

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0 });
    demo = await as("DEMO01");
    itc = await equity(demo, "ITC");
  }, 60_000);
  afterEach(() => unmountPad());
  afterAll(async () => {
    await env?.close();
  });

  describe("quantity (spec 2 §5)", () => {
    it.each([
      ["", "Please enter a valid quantity"],
      ["1.5", "Please enter a valid quantity"],
      ["-3", "Please enter a valid quantity"],
      ["abc", "Please enter a valid quantity"],
      ["10000000", "Please enter a valid quantity"],
      ["0", "Entered quantity can not be zero"],
    ])("a quantity of %j: %s", async (quantity, message) => {
      await renderPad(demo, itc);
      await type("quantity", quantity);
      await expectProblem(message, "quantity");
    });

    it("the message follows the typing after the first BUY: a valid quantity clears it", async () => {
      await atMarket(demo, itc);
      await type("quantity", "0");
      expect(problem()).toBe("");
      await expectProblem("Entered quantity can not be zero", "quantity");
      await type("quantity", "");
      expect(problem()).toBe("Please enter a valid quantity");
      await type("quantity", "2");
      expect(problem()).toBe("");
      expect(invalidField()).toBeUndefined();
    });

    it("derivatives trade in lots: part of a lot is not a valid quantity", async () => {
      const [future] = await derivatives(demo, "NIFTY", "FUTIDX", "fno");
      await renderPad(demo, future as Scrip);
      expect(input("quantity")?.closest("label")?.textContent).toMatch(/^Lots \(lot size 75\)/);
      await type("quantity", "1.5");
      await expectProblem("Please enter a valid quantity", "quantity");
    });

    it("currency: more than 4000.05 lots is 'Enter lot size less than 4000.05'", async () => {
      const [future] = await derivatives(demo, "USDINR", "FUTCUR", "currency");
      await atMarket(demo, future as Scrip);
      await type("quantity", "4001");
      await expectProblem("Enter lot size less than 4000.05", "quantity");
      await type("quantity", "4000");
      expect(problem()).toBe("");
    });

    it("more than 20 orders' worth above the freeze limit is 'Max. limit reached'", async () => {
      const options = await derivatives(demo, "NIFTY", "OPTIDX", "fno");
      await atMarket(demo, options[0] as Scrip);
      // NIFTY freezes at 1800 (24 lots of 75): 481 lots would be 21 orders.
      await type("quantity", "481");
      await expectProblem("Max. limit reached", "quantity");
      await type("quantity", "480");
      expect(problem()).toBe("");
    });
  });

  describe("price and trigger (spec 2 §5)", () => {
    it("a limit order needs a price, a multiple of the tick, inside the circuit limits", async () => {
      await renderPad(demo, itc);
      // L picks Limit from the keyboard (spec 2 §2).
      await press("l", input("quantity") as HTMLInputElement);
      expect(checked("Order type")).toBe("Limit");
      // The pad opened at Limit starts with the LTP as its price (issue 15 §3); without one, it asks for it.
      await type("price", "");
      await expectProblem("Enter a valid price to continue", "price");
      await type("price", "400.03");
      expect(problem()).toBe("Price should be a multiple of tick size 0.05");
      expect(invalidField()?.name).toBe("price");
      await type("price", rupees(ltp() * 3));
      const range = /^Enter price between the range ([\d,.]+) - ([\d,.]+)$/.exec(problem());
      expect(range, problem()).not.toBeNull();
      const [low, high] = [Number(range?.[1]?.replace(/,/g, "")), Number(range?.[2]?.replace(/,/g, ""))];
      // ITC has derivatives: its band is 10% either side of the previous close, around the LTP.
      expect(low).toBeLessThan(ltp());
      expect(high).toBeGreaterThan(ltp());
      expect(high / low).toBeCloseTo(1.1 / 0.9, 2);
      await type("price", rupees(low - 0.05));
      expect(problem()).toMatch(/^Enter price between the range /);
      await type("price", rupees(ltp()));
      expect(problem()).toBe("");
      // M goes back to Market: no price.
      await press("m", input("price") as HTMLInputElement);
      expect(checked("Order type")).toBe("Market");
      expect(input("price")?.disabled).toBe(true);
    });

    it.each([
      {
        what: "a stop loss without a trigger",
        side: "B" as const,
        trigger: () => "",
        price: () => rupees(ltp() * 1.02),
        message: "Enter a valid trigger price to continue",
      },
      {
        what: "a buy stop loss triggered at or below the LTP",
        side: "B" as const,
        trigger: () => rupees(ltp() * 0.99),
        price: () => rupees(ltp()),
        message: "Trigger price should be greater than the last traded price",
      },
      {
        what: "a sell stop loss triggered at or above the LTP",
        side: "S" as const,
        trigger: () => rupees(ltp() * 1.01),
        price: () => rupees(ltp()),
        message: "Trigger price should be less than the last traded price",
      },
      {
        what: "a buy stop loss with its limit below the trigger",
        side: "B" as const,
        trigger: () => rupees(ltp() * 1.02),
        price: () => rupees(ltp() * 1.01),
        message: "Trigger price should be less than or equal to the limit price",
      },
      {
        what: "a sell stop loss with its limit above the trigger",
        side: "S" as const,
        trigger: () => rupees(ltp() * 0.98),
        price: () => rupees(ltp() * 0.99),
        message: "Trigger price should be greater than or equal to the limit price",
      },
      {
        what: "a trigger not a multiple of the tick",
        side: "B" as const,
        trigger: () => `${Math.ceil(ltp() * 1.01)}.02`,
        price: () => rupees(ltp() * 1.05),
        message: "Price should be a multiple of tick size 0.05",
      },
    ])("Stop Loss tab: $what", async ({ side, trigger, price, message }) => {
      await renderPad(demo, itc, { side });
      await tab("Stop Loss");
      expect(checked("Order type")).toBe("SL");
      await type("price", price());
      await type("triggerPrice", trigger());
      await expectProblem(message, "triggerPrice");
    });

    it.each([
      ["B" as const, 1.01, "Stoploss trigger price is greater than or equal to entry price"],
      ["S" as const, 0.99, "Stoploss trigger price is less than or equal to entry price"],
    ])(
      "Cover tab, %s at market: a stop loss on the wrong side of the entry",
      async (side, factor, message) => {
        await renderPad(demo, itc, { side });
        await tab("Cover");
        expect(checked("Product")).toBe("Cover");
        await press("m", input("quantity") as HTMLInputElement);
        expect(checked("Order type")).toBe("Market");
        await expectProblem("Enter a valid trigger price to continue", "triggerPrice");
        await type("triggerPrice", rupees(ltp() * factor));
        expect(problem()).toBe(message);
        await type("triggerPrice", rupees(ltp() * (2 - factor)));
        expect(problem()).toBe("");
      },
    );
  });

  describe("disclosed quantity (spec 2 §5: 10% to 100% of the quantity)", () => {
    it.each([
      ["5", "Disclosed quantity should be at least 10% of the quantity"],
      ["101", "Disclosed quantity cannot be greater than the quantity"],
      ["-10", "Disclosed quantity should be at least 10% of the quantity"],
      ["12.5", "Please enter a valid quantity"],
      ["ten", "Please enter a valid quantity"],
    ])("%j of 100: %s", async (disclosed, message) => {
      await atMarket(demo, itc);
      await type("quantity", "100");
      await type("disclosed", disclosed);
      await expectProblem(message, "disclosed");
      await type("disclosed", "10");
      expect(problem()).toBe("");
      await type("disclosed", "100");
      expect(problem()).toBe("");
    });

    it("equity on the Regular and Stop Loss tabs only; the order carries it", async () => {
      await atMarket(demo, itc);
      expect(input("disclosed")?.closest("label")?.textContent).toBe("Disclosed qty");
      for (const [name, offered] of [
        ["Stop Loss", true],
        ["Cover", false],
        ["Bracket", false],
        ["Regular", true],
      ] as const) {
        await tab(name);
        expect(input("disclosed") !== null, name).toBe(offered);
      }
      await press("m", input("quantity") as HTMLInputElement);
      await type("quantity", "50");
      await type("disclosed", "10");
      const before = (await ordersOf(demo)).length;
      await submit();
      await until(() => sheet()?.title === "Order Placed", "the placed sheet");
      const orders = await ordersOf(demo);
      expect(orders).toHaveLength(before + 1);
      const order = orders.find((o) => o.tradingSymbol === "ITC-EQ" && o.quantity === 50);
      expect(order?.disclosedQuantity).toBe(10);
      const [future] = await derivatives(demo, "NIFTY", "FUTIDX", "fno");
      await renderPad(demo, future as Scrip);
      expect(input("disclosed")).toBeNull();
    });
  });

  describe("bracket legs (spec 2 §5)", () => {
    it("target, stop loss and trailing stop loss, each on its own field", async () => {
      await renderPad(demo, itc);
      await tab("Bracket");
      expect(checked("Order type")).toBe("Limit");
      await type("price", rupees(ltp()));
      await expectProblem("Enter a valid target price to continue", "target");
      await type("target", "5");
      expect(problem()).toBe("Enter a valid stoploss price to continue");
      expect(invalidField()?.name).toBe("stopLoss");
      await type("stopLoss", "2.5");
      expect(problem()).toBe("");
      await type("target", "5.03");
      expect(problem()).toBe("Price should be a multiple of tick size 0.05");
      expect(invalidField()?.name).toBe("target");
      await type("target", "5");
      await type("stopLoss", "2.51");
      expect(problem()).toBe("Price should be a multiple of tick size 0.05");
      expect(invalidField()?.name).toBe("stopLoss");
      await type("stopLoss", "2.5");
      expect(problem()).toBe("");
      await type("trailing", "0.01");
      expect(problem()).toBe("Trailing stop loss should be at least 0.05");
      expect(invalidField()?.name).toBe("trailing");
      await type("trailing", "0.07");
      expect(problem()).toBe("Price should be a multiple of tick size 0.05");
      await type("trailing", "0.5");
      expect(problem()).toBe("");
    });
  });

  describe("order types and products (spec 2 §5)", () => {
    it("Stop Loss Market is not allowed for options", async () => {
      const options = await derivatives(demo, "NIFTY", "OPTIDX", "fno");
      await renderPad(demo, options[0] as Scrip);
      await tab("Stop Loss");
      await choose("Order type", "SL-M");
      await expectProblem("SLM order not allowed");
    });

    it("Stop Loss Market on futures names the exchange", async () => {
      const [future] = await derivatives(demo, "NIFTY", "FUTIDX", "fno");
      await renderPad(demo, future as Scrip);
      await tab("Stop Loss");
      await choose("Order type", "SL-M");
      await expectProblem(
        "Stop Loss Market orders are blocked by NSE for Futures. Please place a limit order.",
      );
    });

    it("short selling with the Margin product is refused; Intraday is offered instead", async () => {
      await atMarket(demo, itc, "S");
      await choose("Product", "Margin");
      await expectProblem("Short selling is not allowed with Margin product type. Please use Intraday.");
      await choose("Product", "Intraday");
      expect(problem()).toBe("");
    });

    it.each([
      ["Cover", "Setting SL/Target not allowed"],
      ["Bracket", "Setting SL/Target not allowed"],
    ])("a T2T stock on the %s tab: %s", async (tabName, message) => {
      const hcc = await equity(demo, "HCC");
      expect(hcc.series).toBe("BE");
      await renderPad(demo, hcc);
      await tab(tabName);
      await expectProblem(message);
    });

    it("a T2T stock has no intraday", async () => {
      const hcc = await equity(demo, "HCC");
      await renderPad(demo, hcc);
      await choose("Product", "Intraday");
      await expectProblem("Intraday is not available for this stock");
    });

    it("a stock under surveillance has no intraday either", async () => {
      const rpower = await equity(demo, "RPOWER");
      await renderPad(demo, rpower);
      await dismissSurveillance();
      await choose("Product", "Intraday");
      await expectProblem("Intraday is not available for this stock");
    });
  });

  describe("the account (spec 2 §5, §6; spec 1 §5; spec 3 ASBA, POA)", () => {
    it("a blocked account cannot place (DEMO05, blocked for PLACE_ORDER)", async () => {
      const blocked = await as("DEMO05");
      await atMarket(blocked, await equity(blocked, "ITC"));
      await expectProblem("Placing orders is blocked for your account");
    });

    it.each([
      ["NIFTY", "FUTIDX", "fno", 2, "Activate F&O segment to start trading in Nifty, Banknifty derivatives."],
      ["USDINR", "FUTCUR", "currency", 13, "Activate currency segment to start trading."],
      ["GOLD", "FUTCOM", "commodity", 5, "Activate commodity segment to start trading."],
      ["GOLD1G", "FUTCOM", "commodity", 21, "Activate segment to start trading."],
    ] as const)(
      "a segment not activated (DEMO02, cash only): %s %s (%s, segment %s)",
      async (keyword, kind, filter, segment, message) => {
        const cashOnly = await as("DEMO02");
        const scrip = (await derivatives(cashOnly, keyword, kind, filter)).find(
          (s) => s.mktSegID === segment,
        );
        expect(scrip).toBeDefined();
        await renderPad(cashOnly, scrip as Scrip);
        await expectProblem(message);
      },
    );

    it("an ASBA-registered client has no intraday (DEMO03)", async () => {
      const asba = await as("DEMO03");
      await atMarket(asba, await equity(asba, "ITC"));
      await choose("Product", "Intraday");
      await expectProblem("Intraday order is not allowed as ASBA is registered");
      await choose("Product", "Delivery");
      expect(problem()).toBe("");
    });

    it("a delivery sell without POA or DDPI must complete POA (DEMO07)", async () => {
      const noPoa = await as("DEMO07");
      await atMarket(noPoa, await equity(noPoa, "ITC"), "S");
      expect(checked("Product")).toBe("Delivery");
      await expectProblem("Please complete POA");
      // An intraday sell does not touch the demat.
      await choose("Product", "Intraday");
      expect(problem()).toBe("");
    });

    it("a delivery sell with POA but no DDPI needs the eDIS verification first (DEMO04)", async () => {
      const poa = await as("DEMO04");
      await atMarket(poa, await equity(poa, "RELIANCE"), "S");
      await expectProblem("Verify the sale with your depository (eDIS) to sell these shares from your demat");
    });
  });
});
