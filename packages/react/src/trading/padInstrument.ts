import type { Scrip, TradeClient } from "@trade/core";
import { marketOf } from "@trade/core/market";
import { intradayAllowedFor } from "@trade/core/orders";
import type { PadInstrument } from "./orderPadState.js";

/**
 * A scrip (search result, watchlist row, exchange listing) as the order pad needs it: its rule facts, with T2T and
 * the surveillance tags from the scrip metadata for an equity with an ISIN (the scrip itself does not carry them), and
 * whether it takes intraday orders (spec 2 §5: 'Intraday is not available for some stocks').
 */
export async function padInstrumentOf(client: TradeClient, scrip: Scrip): Promise<PadInstrument> {
  let t2t = scrip.series === "BE";
  let surveillance: string[] = [];
  if (scrip.instName === "EQ" && scrip.isinCode) {
    const row = await marketOf(client).metadata(scrip.isinCode);
    if (row) ({ t2t, surveillance } = row);
  }
  return {
    segment: scrip.mktSegID,
    token: scrip.token,
    tradeSymbol: scrip.tradeSymbol,
    exchange: scrip.exchName,
    kind: scrip.instName,
    symbol: scrip.symbolName,
    lotSize: scrip.lotSize,
    tick: scrip.priceTck,
    freezeQty: scrip.freezeQty,
    maxSingleTransactionQty: scrip.maxSingleTransactionQty,
    t2t,
    surveillance,
    intradayAllowed: intradayAllowedFor({ t2t, surveillance }),
    expiry: scrip.expirydate,
  };
}

/**
 * The pad's instrument for a segment and token (a watchlist row, an order, a link): the scrip master's record made
 * ready by `padInstrumentOf`. `undefined` when the scrip master does not list it (it answers 404) or lists an index
 * (not tradable); other failures throw.
 *
 * @example
 * ```ts
 * const instrument = await padInstrumentFor(client, { segment: 1, token: 2885 });
 * if (instrument) setPad({ instrument, side: "B" });
 * ```
 */
export async function padInstrumentFor(
  client: TradeClient,
  instrument: { segment: number; token: number },
): Promise<PadInstrument | undefined> {
  const found = await marketOf(client).instrument(instrument);
  return found?.scrip === undefined || found.index ? undefined : padInstrumentOf(client, found.scrip);
}
