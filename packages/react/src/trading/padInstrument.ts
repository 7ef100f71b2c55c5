import { marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
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
    const meta = await client.call(marketEndpoints.scripMetadata, { body: { isins: [scrip.isinCode] } });
    const row = meta.isin_data[0];
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
  };
}
