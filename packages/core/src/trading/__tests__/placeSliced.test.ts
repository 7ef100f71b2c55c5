import { describe, expect, it } from "vitest";
import { fail, ok } from "../../__tests__/fakeServer.js";
import type { InstrumentFacts } from "../../rules/trading/index.js";
import { tradingOf } from "../index.js";
import type { PlaceOutcome } from "../orders.js";
import { makeClient, placeResultOf } from "./fixtures.js";

const kindOf = (outcome: PlaceOutcome) => (outcome.ok ? "placed" : "rejected");

const niftyOption: InstrumentFacts = {
  segment: 2,
  exchange: "NSE",
  kind: "OPTIDX",
  symbol: "NIFTY",
  lotSize: 75,
  tick: 5,
  freezeQty: 1800,
  maxSingleTransactionQty: 1_000_000,
  t2t: false,
  surveillance: [],
};

const order = {
  exchangeSegment: 2,
  symbolToken: 43_210,
  transactionType: "B",
  productType: "NRML",
  orderType: "MARKET",
} as const;

const placedEcho = (request: { body: unknown }) =>
  ok(placeResultOf((request.body as { guiOrderId: string }).guiOrderId));
const quantities = (requests: { body: unknown }[]) =>
  requests.map((request) => (request.body as { quantity: number }).quantity);

describe("orders.placeSliced", () => {
  it("places a quantity within the freeze limit as one order, keeping the caller's guiOrderId", async () => {
    const { client, requests } = makeClient(placedEcho);
    const result = await tradingOf(client).orders.placeSliced(
      { ...order, quantity: 1800, guiOrderId: "mine-1" },
      niftyOption,
    );
    expect(result.slices).toEqual([1800]);
    expect(result.outcomes.map(kindOf)).toEqual(["placed"]);
    expect(requests[0]?.body).toMatchObject({ quantity: 1800, guiOrderId: "mine-1" });
  });

  it("splits above the freeze limit into full slices then the rest, each its own order, in order", async () => {
    const { client, requests } = makeClient(placedEcho);
    const heard: [string, number][] = [];
    const result = await tradingOf(client).orders.placeSliced({ ...order, quantity: 4050 }, niftyOption, {
      onOutcome: (outcome, sent) => heard.push([kindOf(outcome), sent.quantity]),
    });
    expect(result.slices).toEqual([1800, 1800, 450]);
    expect(quantities(requests)).toEqual([1800, 1800, 450]);
    const ids = requests.map((request) => (request.body as { guiOrderId: string }).guiOrderId);
    expect(new Set(ids).size).toBe(3);
    expect(heard).toEqual([
      ["placed", 1800],
      ["placed", 1800],
      ["placed", 450],
    ]);
  });

  it("a rejected slice does not stop the others", async () => {
    let calls = 0;
    const { client } = makeClient((request) =>
      ++calls === 2 ? fail(422, "RMS1011", "RMS:Margin Exceeds") : placedEcho(request),
    );
    const result = await tradingOf(client).orders.placeSliced({ ...order, quantity: 3600 }, niftyOption);
    expect(result.outcomes.map(kindOf)).toEqual(["placed", "rejected"]);
    const rejected = result.outcomes[1];
    expect(rejected?.ok === false && rejected.error.code).toBe("RMS1011");
  });

  it("past the pad's 20 slices it is not split: one order goes as given", async () => {
    const { client, requests } = makeClient(placedEcho);
    const result = await tradingOf(client).orders.placeSliced({ ...order, quantity: 1800 * 21 }, niftyOption);
    expect(result.slices).toEqual([1800 * 21]);
    expect(quantities(requests)).toEqual([1800 * 21]);
  });
});
