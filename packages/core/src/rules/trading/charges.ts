import type { OrderCharges, ProductType, Side } from "../../contract/orders.js";
import { isEquityCashKind, isOptionKind } from "../instruments.js";
import { type MarginInstrument, valuePaise } from "./margin.js";

/**
 * Order charges estimate (the spec's "order charges", path and rates not shown; rates are the usual Indian retail
 * schedule, listed in docs/decisions.md "Charges"). All in paise. Rates in parts per 100,000 (1 = 0.001 %).
 *
 * - brokerage: delivery free; otherwise ₹20 or 0.03 % of the value, whichever is lower;
 * - STT: delivery 0.1 % both sides; intraday equity 0.025 % on sells; futures 0.02 % on sells; options 0.1 % of the
 *   premium on sells;
 * - exchange transaction charges: equity 0.00297 %, futures 0.00173 %, options 0.03503 % of the premium;
 * - SEBI fees: ₹10 per crore (0.0001 %);
 * - stamp duty on buys: delivery 0.015 %, intraday and options 0.003 %, futures 0.002 %;
 * - GST: 18 % of brokerage, exchange charges and SEBI fees.
 */
export function estimateCharges(
  order: { product: ProductType; side: Side; quantity: number; price: number },
  instrument: MarginInstrument,
): OrderCharges {
  const value = valuePaise(order.price, order.quantity, instrument);
  const pct = (partsPerHundredThousand: number) => Math.round((value * partsPerHundredThousand) / 100_000);
  const delivery = isEquityCashKind(instrument.kind) && order.product === "CNC";
  const option = isOptionKind(instrument.kind);
  const equity = isEquityCashKind(instrument.kind);
  const sell = order.side === "S";

  const brokerage = delivery ? 0 : Math.min(2000, pct(30));
  let stt = 0;
  if (delivery) stt = pct(100);
  else if (sell) stt = equity ? pct(25) : option ? pct(100) : pct(20);
  const exchangeCharges = equity ? pct(2.97) : option ? pct(35.03) : pct(1.73);
  const sebiFees = pct(0.1);
  const stampDuty = sell ? 0 : delivery ? pct(15) : option || equity ? pct(3) : pct(2);
  const gst = Math.round(((brokerage + exchangeCharges + sebiFees) * 18) / 100);
  return {
    brokerage,
    stt,
    exchangeCharges,
    sebiFees,
    stampDuty,
    gst,
    total: brokerage + stt + exchangeCharges + sebiFees + stampDuty + gst,
  };
}

/** The sum of several estimates, field by field. */
export function sumCharges(list: readonly OrderCharges[]): OrderCharges {
  const total: OrderCharges = {
    brokerage: 0,
    stt: 0,
    exchangeCharges: 0,
    sebiFees: 0,
    stampDuty: 0,
    gst: 0,
    total: 0,
  };
  for (const charges of list) {
    for (const key of Object.keys(total) as (keyof OrderCharges)[]) total[key] += charges[key];
  }
  return total;
}
