import { describe, expectTypeOf, it } from "vitest";
import type { TradeClient } from "../client.js";
import { sessionEndpoints } from "../contract/endpoints.js";
import type { ModifyResult, PlaceResult, Position } from "../contract/orders.js";
import { atPath } from "../contract/path.js";
import type { PreferenceDocument } from "../contract/preference.js";
import type { Profile } from "../contract/profile.js";
import { sipEndpoints } from "../contract/sip.js";
import type { Watchlist } from "../contract/watchlist.js";
import type { TradeError } from "../errors.js";
import { type Failure, isOk, type Outcome, unwrap } from "../outcome.js";
import type { SavePreferenceResult } from "../resources/preferences.js";
import type { PositionPnl } from "../rules/trading/positions.js";
import type { Trading } from "../trading/index.js";
import type { CancelOrderOutcome, PlaceOutcome } from "../trading/orders.js";
import type { ConversionOutcome, ExitAllRun, ExitAllStart, PositionWithPnl } from "../trading/positions.js";
import type { WatchlistOutcome, WatchlistResource } from "../watchlist/resource.js";

declare const client: TradeClient;
declare const trading: Trading;
declare const watchlists: WatchlistResource;

/** The public generics, checked by `tsc` (the repo's typecheck includes this file). */
describe("client.call", () => {
  it("answers the endpoint's data type, and takes typed {id} paths", () => {
    expectTypeOf(client.call(sessionEndpoints.profile)).resolves.toEqualTypeOf<Profile>();
    expectTypeOf(atPath(sipEndpoints.update, { sip_id: 7 })).toEqualTypeOf<typeof sipEndpoints.update>();
    // @ts-expect-error a missing path parameter is a type error
    atPath(sipEndpoints.update, {});
  });
});

describe("preferences", () => {
  it("get and save are typed by the preference type", () => {
    expectTypeOf(client.preferences.get("layout")).resolves.toEqualTypeOf<PreferenceDocument<"layout">>();
    expectTypeOf(client.preferences.save("order", { glueOrderpad: true }, 1)).resolves.toEqualTypeOf<
      SavePreferenceResult<"order">
    >();
    // @ts-expect-error blackMode is a layout preference, not an order one
    void client.preferences.save("order", { blackMode: true }, 1);
  });

  it("a save is an Outcome: the stored document, or a conflict with the server's, or the product's words", () => {
    const result = {} as SavePreferenceResult<"layout">;
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<PreferenceDocument<"layout">>();
    else if (result.conflict) expectTypeOf(result.preference).toEqualTypeOf<PreferenceDocument<"layout">>();
    else {
      expectTypeOf(result.title).toEqualTypeOf<string>();
      expectTypeOf(result.error).toEqualTypeOf<TradeError>();
    }
  });
});

describe("outcomes", () => {
  it("one shape: ok and value, or ok false and a TradeError with the flow's details", () => {
    expectTypeOf<Outcome<number>>().toEqualTypeOf<{ ok: true; value: number } | Failure>();
    expectTypeOf<Failure<{ orderId: string }>>().toEqualTypeOf<
      { ok: false; error: TradeError } & { orderId: string }
    >();
    const outcome = {} as PlaceOutcome;
    if (outcome.ok) expectTypeOf(outcome.value).toEqualTypeOf<PlaceResult>();
    else {
      expectTypeOf(outcome.error).toEqualTypeOf<TradeError>();
      expectTypeOf(outcome.guiOrderId).toEqualTypeOf<string>();
    }
    expectTypeOf(unwrap(outcome)).toEqualTypeOf<PlaceResult>();
    if (isOk(outcome)) expectTypeOf(outcome.value).toEqualTypeOf<PlaceResult>();
  });

  it("place, modify, cancel, convert, exit, exit all and watchlist edits answer outcomes", () => {
    expectTypeOf(trading.orders.modify).returns.resolves.toEqualTypeOf<
      Outcome<ModifyResult, { orderId: string }>
    >();
    expectTypeOf(trading.orders.cancel("O1")).resolves.toEqualTypeOf<CancelOrderOutcome>();
    expectTypeOf(trading.orders.cancel(["O1", "O2"])).resolves.toEqualTypeOf<CancelOrderOutcome[]>();
    expectTypeOf(trading.positions.convert).returns.resolves.toEqualTypeOf<ConversionOutcome>();
    expectTypeOf(trading.positions.exit).returns.resolves.toEqualTypeOf<PlaceOutcome>();
    expectTypeOf(trading.positions.exitAll).returns.resolves.toEqualTypeOf<ExitAllStart>();
    expectTypeOf<ExitAllStart>().toEqualTypeOf<Outcome<ExitAllRun>>();
    expectTypeOf(watchlists.rename).returns.resolves.toEqualTypeOf<WatchlistOutcome<Watchlist>>();
  });

  it("positions carry their P&L", () => {
    expectTypeOf(trading.positions.list).returns.resolves.toEqualTypeOf<PositionWithPnl[]>();
    expectTypeOf<PositionWithPnl>().toMatchTypeOf<Position>();
    expectTypeOf<PositionWithPnl["pnl"]>().toEqualTypeOf<PositionPnl>();
  });
});
