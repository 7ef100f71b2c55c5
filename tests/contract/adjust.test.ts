import { InvalidInputError, type TradeClient } from "@trade/core";
import { type AdjustContract, type OptionLeg, type OptionUnderlying, optionsOf } from "@trade/core/options";
import { adjustPosition, type Position } from "@trade/core/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist, place, positionsOf } from "../support/trading.js";

const contractOf = (leg: OptionLeg): AdjustContract => ({
  segment: leg.SegmentID,
  token: leg.TokenID,
  tradingSymbol: leg.TradeSymbol,
  expiry: leg.ExpiryDate,
  optionType: leg.OptionType,
  strike: leg.StrikePrice,
});

describe("adjust position against the sandbox, on a market frozen at 11:00 IST", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let nifty: OptionUnderlying;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(11, 0), marketSpeed: 0 });
    client = await env.login("DEMO01");
    nifty = (await optionsOf(client).underlying({ segment: 1, token: 99926000 })) as OptionUnderlying;
  }, 60_000);
  afterAll(() => env?.close());

  const held = async (token: number): Promise<Position | undefined> =>
    (await positionsOf(client)).find((p) => p.symbolToken === token);

  async function open(segment: number, token: number, side: "B" | "S", quantity: number): Promise<Position> {
    const placed = await place(client, {
      exchangeSegment: segment,
      symbolToken: token,
      transactionType: side,
      productType: "NRML",
      orderType: "MARKET",
      quantity,
    });
    expect(placed.ok ? "placed" : placed.rejection.message).toBe("placed");
    const position = await held(token);
    if (position === undefined) throw new Error(`no position in ${token}`);
    return position;
  }

  it("rolls a long call to a higher strike: the call exited, the same quantity bought in the new strike", async () => {
    const chain = await optionsOf(client).chain(nifty, nifty.expiries[0] as string);
    const at = chain.rows.findIndex((row) => row.strike === chain.atmStrike);
    const atm = chain.rows[at]?.call as OptionLeg;
    const higher = chain.rows[at + 2]?.call as OptionLeg;
    const position = await open(2, atm.TokenID, "B", nifty.lotSize);
    expect(position.netQty).toBe(nifty.lotSize);

    const { exit, entry } = await adjustPosition(client, position, contractOf(higher));
    expect(exit.ok).toBe(true);
    expect(entry?.ok).toBe(true);
    expect((await held(atm.TokenID))?.netQty).toBe(0);
    expect(await held(higher.TokenID)).toMatchObject({ netQty: nifty.lotSize, productType: "NRML" });
  }, 60_000);

  it("rolls a short put the other way: bought back, the new strike sold", async () => {
    const chain = await optionsOf(client).chain(nifty, nifty.expiries[1] as string);
    const at = chain.rows.findIndex((row) => row.strike === chain.atmStrike);
    const atm = chain.rows[at]?.put as OptionLeg;
    const lower = chain.rows[at - 1]?.put as OptionLeg;
    const position = await open(2, atm.TokenID, "S", nifty.lotSize);
    const { exit, entry } = await adjustPosition(client, position, contractOf(lower));
    expect([exit.ok, entry?.ok]).toEqual([true, true]);
    expect((await held(atm.TokenID))?.netQty).toBe(0);
    expect((await held(lower.TokenID))?.netQty).toBe(-nifty.lotSize);
    // Its margin back for the tests after.
    await open(2, lower.TokenID, "B", nifty.lotSize);
  }, 60_000);

  it("rolls a future into the next expiry's future", async () => {
    const futures = await optionsOf(client).futures("NIFTY", 2);
    expect(futures.length).toBeGreaterThanOrEqual(2);
    const [near, next] = futures;
    if (!near || !next) throw new Error("NIFTY has fewer than two futures");
    expect((near.expirydate ?? "") < (next.expirydate ?? "")).toBe(true);
    const position = await open(2, near.token, "B", near.lotSize);
    const target: AdjustContract = {
      segment: next.mktSegID,
      token: next.token,
      tradingSymbol: next.tradeSymbol,
      expiry: next.expirydate ?? "",
      optionType: null,
      strike: 0,
    };
    const { exit, entry } = await adjustPosition(client, position, target);
    expect([exit.ok, entry?.ok]).toEqual([true, true]);
    expect((await held(near.token))?.netQty).toBe(0);
    expect((await held(next.token))?.netQty).toBe(near.lotSize);
  }, 60_000);

  it("opens nothing when the exit is refused (a stale copy of a position already closed)", async () => {
    const chain = await optionsOf(client).chain(nifty, nifty.expiries[0] as string);
    const at = chain.rows.findIndex((row) => row.strike === chain.atmStrike);
    const leg = chain.rows[at + 4]?.call as OptionLeg;
    const other = chain.rows[at + 5]?.call as OptionLeg;
    const position = await open(2, leg.TokenID, "B", nifty.lotSize);
    await open(2, leg.TokenID, "S", nifty.lotSize);
    const before = (await held(other.TokenID))?.netQty ?? 0;
    const { exit, entry } = await adjustPosition(client, position, contractOf(other));
    expect(exit.ok).toBe(false);
    expect(entry).toBeUndefined();
    expect((await held(other.TokenID))?.netQty ?? 0).toBe(before);
  }, 60_000);

  it("refuses outside NSE and BSE F&O, and without a new contract, in the spec's words, before sending", async () => {
    const cash = { exchangeSegment: 1, symbolToken: 2885, tradingSymbol: "RELIANCE-EQ", netQty: 10 };
    const position = { ...cash, productType: "CNC" as const, expiryDate: null };
    const target: AdjustContract = {
      segment: 2,
      token: 1,
      tradingSymbol: "X",
      expiry: "2026-11-26",
      optionType: "CE",
      strike: 1,
    };
    await expect(adjustPosition(client, position, target)).rejects.toThrow(
      new InvalidInputError({
        status: 0,
        code: "VALIDATION",
        message: "Only available for NSEFO & BSEFO",
        requestId: undefined,
      }),
    );
    const fno = { ...position, exchangeSegment: 2, symbolToken: 1, productType: "NRML" as const };
    await expect(adjustPosition(client, fno, target)).rejects.toThrow("Select New Position to Adjust");
  });
});
