import {
  isTradingDay,
  istDateKey,
  istDayOf,
  marketEndpoints,
  type Scrip,
  type TradeClient,
} from "@trade/core";
import { mtfLeverage, mtfOf, notEligibleForMtfMessage, pledgeChargePaise } from "@trade/core/mtf";
import { notificationsOf } from "@trade/core/notifications";
import {
  depositoryOtpWrongMessage,
  PledgeRefusedError,
  pledgeOf,
  pledgeQuantityMessage,
  pledgeWindowClosedMessage,
} from "@trade/core/pledge";
import { portfolioOf } from "@trade/core/portfolio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist, place, positionsOf } from "../support/trading.js";

/** The trading days after `day` (YYYY-MM-DD), `count` of them. */
function tradingDaysAfter(day: string, count: number): string[] {
  const days: string[] = [];
  for (let d = istDayOf(day) + 1; days.length < count; d += 1) if (isTradingDay(d)) days.push(istDateKey(d));
  return days;
}

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a refusal");
};

describe("pledging and Pay Later against the sandbox, the clock driven", () => {
  let env: TestSandbox;
  let client: TradeClient;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0, tickMs: 100 });
    client = await env.login("DEMO01");
  }, 60_000);
  afterAll(() => env?.close());

  it("a pledge goes Awaiting → Pledged through the depository's OTP page and raises MTF buying power", async () => {
    const pledge = pledgeOf(client);
    const { stocks, window_open } = await pledge.pledgeable();
    expect(window_open).toBe(true);
    const infy = stocks.find((s) => s.symbol === "INFY");
    if (infy === undefined) throw new Error("INFY is not pledgeable");
    const before = await mtfOf(client).dashboard();
    expect(before).toMatchObject({ eligible: true, message: null, leverage: 4 });
    expect(before.buying_power).toBe(before.available_margin * mtfLeverage);

    const created = await pledge.pledge([{ isin: infy.isin, qty: 2 }]);
    expect(created.transaction).toMatchObject({ status: 201, status_text: "Pledge Status Awaiting" });
    expect(created.pledgedData?.ReqId).toBe(created.transaction.req_id);
    const page = `${env.sandbox.url}${created.cdsl_link}`;
    const shown = await fetch(page);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Authorise the pledge");
    // Held back while it awaits: the free quantity shrinks.
    const during = (await pledge.pledgeable()).stocks.find((s) => s.isin === infy.isin);
    expect(during?.max_pledgeable_qty).toBe(infy.max_pledgeable_qty - 2);

    const post = (decision: string, otp: string) =>
      fetch(`${page}/${decision}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ otp }).toString(),
        redirect: "manual",
      });
    const wrong = await post("authorise", "000000");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(depositoryOtpWrongMessage);
    const authorised = await post("authorise", fixedOtp);
    expect(authorised.status).toBe(303);
    expect(authorised.headers.get("location")).toBe(
      `/trade/web-callbacks?req_id=${created.transaction.req_id}`,
    );
    const pending = (await pledge.requests()).find((r) => r.req_id === created.transaction.req_id);
    expect(pending).toMatchObject({ status: 203, status_text: "Pledge Pending", remark: "OTP Authorized" });

    await env.clock({ advanceMs: 31_000 });
    const done = (await pledge.requests()).find((r) => r.req_id === created.transaction.req_id);
    expect(done).toMatchObject({ status: 204, status_text: "Pledged", remark: "Pledge Successful" });
    const pledged = await pledge.pledged();
    const row = pledged.stocks.find((s) => s.isin === infy.isin);
    expect(row).toMatchObject({ pledged_qty: 2, mtf_qty: 0, max_unpledgeable_qty: 2 });
    expect(row?.collateral).toBeGreaterThan(0);

    const breakup = await portfolioOf(client).breakup(infy.isin);
    expect(breakup).toMatchObject({ pledge_qty: 2, free_qty: breakup.total_qty - 2 });
    const after = await mtfOf(client).dashboard();
    expect(after.collateral - before.collateral).toBe(pledged.collateral);
    expect(after.available_margin - before.available_margin).toBe(pledged.collateral - pledgeChargePaise);
    expect(after.buying_power).toBe(after.available_margin * mtfLeverage);
    expect(after.buying_power).toBeGreaterThan(before.buying_power);

    const feed = (await notificationsOf(client).history({ size: 20, skip: 0 })).history;
    const titles = feed.map((m) => m.title);
    expect(titles).toEqual(expect.arrayContaining(["Pledge OTP authenticated", "Margin Updated"]));
    expect(feed.find((m) => m.title === "Margin Updated")).toMatchObject({
      body: "INFY × 2",
      state: "success",
    });
  });

  it("refuses a zero quantity, and anything outside 07:30 to 22:00 with the spec's text", async () => {
    const pledge = pledgeOf(client);
    const [stock] = (await pledge.pledgeable()).stocks;
    if (stock === undefined) throw new Error("nothing to pledge");
    const zero = await refusal(pledge.pledge([{ isin: stock.isin, qty: 0 }]));
    expect(zero).toBeInstanceOf(PledgeRefusedError);
    expect(zero.message).toBe(pledgeQuantityMessage);
    await env.clock({ at: ist(22, 30) });
    const late = await refusal(pledge.pledge([{ isin: stock.isin, qty: 1 }]));
    expect(late).toBeInstanceOf(PledgeRefusedError);
    expect(late.message).toBe(pledgeWindowClosedMessage);
    expect((await pledge.pledgeable()).window_open).toBe(false);
  });

  it("a cancelled pledge on the depository's page is Cancelled and tells the feed 'Pledge Cancelled'", async () => {
    await env.clock({ at: ist(8, 0, 0, "2026-11-25") });
    const pledge = pledgeOf(client);
    const [stock] = (await pledge.pledgeable()).stocks;
    if (stock === undefined) throw new Error("nothing to pledge");
    const created = await pledge.pledge([{ isin: stock.isin, qty: 1 }]);
    const cancelled = await fetch(`${env.sandbox.url}${created.cdsl_link}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(cancelled.status).toBe(303);
    const row = (await pledge.requests()).find((r) => r.req_id === created.transaction.req_id);
    expect(row).toMatchObject({ status: 205, status_text: "Cancelled" });
    const titles = (await notificationsOf(client).history({ size: 5, skip: 0 })).history.map((m) => m.title);
    expect(titles).toContain("Pledge Cancelled");
  });

  it("an MTF buy not pledged is squared off after T+6 trading days, with interest charged meanwhile", async () => {
    await env.clock({ at: ist(10, 0, 0, "2026-11-25") });
    const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } });
    const itc = listings.find((s) => s.mktSegID === 1) as Scrip;
    const bought = await place(client, {
      exchangeSegment: 1,
      symbolToken: itc.token,
      transactionType: "B",
      productType: "MARGIN",
      orderType: "MARKET",
      quantity: 10,
    });
    if (!bought.ok) throw new Error(JSON.stringify(bought.rejection));
    const mtfPosition = async () =>
      (await positionsOf(client)).find((p) => p.symbolToken === itc.token && p.productType === "MARGIN");
    const days = tradingDaysAfter("2026-11-25", 7);
    for (const day of days.slice(0, 6)) {
      await env.clock({ at: ist(9, 0, 0, day) });
      expect((await mtfPosition())?.netQty).toBe(10);
    }
    const [lot] = await mtfOf(client).transactions();
    expect(lot).toMatchObject({ symbol: "ITC", qty: 10, pledged_qty: 0, status: "Awaiting pledge" });
    expect(lot?.square_off_after).toBe(days[6]);
    const history = await mtfOf(client).paymentHistory();
    expect(history.dues).toBeGreaterThan(0);
    expect(history.interest.length).toBe(6);

    await env.clock({ at: ist(9, 0, 0, days[6]) });
    expect((await mtfPosition())?.netQty ?? 0).toBe(0);
    const [closed] = await mtfOf(client).transactions();
    expect(closed).toMatchObject({ status: "Squared off", funded: 0 });

    const paid = await mtfOf(client).payNow(history.dues, { reference: "PAYDUES0001" });
    expect(paid.payment.status).toBe("successful");
    const again = await mtfOf(client).payNow(history.dues, { reference: "PAYDUES0001" });
    expect(again.payment.payment_id).toBe(paid.payment.payment_id);
  }, 120_000);

  it("MTF shares pledged the day after the buy are not squared off, and give no collateral", async () => {
    const start = tradingDaysAfter("2026-12-04", 1)[0] as string;
    await env.clock({ at: ist(10, 0, 0, start) });
    const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "TCS" } });
    const tcs = listings.find((s) => s.mktSegID === 1) as Scrip;
    const bought = await place(client, {
      exchangeSegment: 1,
      symbolToken: tcs.token,
      transactionType: "B",
      productType: "MARGIN",
      orderType: "MARKET",
      quantity: 4,
    });
    if (!bought.ok) throw new Error(JSON.stringify(bought.rejection));
    const days = tradingDaysAfter(start, 8);
    await env.clock({ at: ist(9, 0, 0, days[0]) });
    const pledge = pledgeOf(client);
    const stock = (await pledge.pledgeable()).stocks.find((s) => s.symbol === "TCS");
    expect(stock?.buy_qty).toBe(4);
    const collateralBefore = (await pledge.pledged()).collateral;
    const created = await pledge.pledge([{ isin: stock?.isin ?? "", qty: 4 }]);
    expect(created.transaction.items[0]?.mtf_qty).toBe(4);
    const authorised = await fetch(`${env.sandbox.url}${created.cdsl_link}/authorise`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ otp: fixedOtp }).toString(),
      redirect: "manual",
    });
    expect(authorised.status).toBe(303);
    await env.clock({ advanceMs: 31_000 });
    const pledged = (await pledge.pledged()).stocks.find((s) => s.isin === stock?.isin);
    expect(pledged).toMatchObject({
      mtf_qty: 4,
      max_unpledgeable_qty: pledged?.pledged_qty ? pledged.pledged_qty - 4 : 0,
    });
    expect((await pledge.pledged()).collateral).toBe(collateralBefore);
    for (const day of days.slice(1)) await env.clock({ at: ist(9, 0, 0, day) });
    const position = (await positionsOf(client)).find(
      (p) => p.symbolToken === tcs.token && p.productType === "MARGIN",
    );
    expect(position?.netQty).toBe(4);
    const [lot] = await mtfOf(client).transactions();
    expect(lot).toMatchObject({ symbol: "TCS", pledged_qty: 4, status: "Pledged" });
  }, 120_000);

  it("an MTF buy by a client without MTF is refused 'Not eligible for MTF'", async () => {
    const other = await env.login("DEMO02");
    expect(await mtfOf(other).dashboard()).toMatchObject({
      eligible: false,
      message: notEligibleForMtfMessage,
    });
    const listings = await other.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } });
    const itc = listings.find((s) => s.mktSegID === 1) as Scrip;
    const refused = await place(other, {
      exchangeSegment: 1,
      symbolToken: itc.token,
      transactionType: "B",
      productType: "MARGIN",
      orderType: "MARKET",
      quantity: 1,
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) throw new Error("placed");
    expect(refused.rejection.message).toBe(notEligibleForMtfMessage);
  });
});
