import { formatPrice, formatRupees } from "@trade/core";
import { type Position, positionPnlAt, productTypeLabel } from "@trade/core/orders";
import { DetailsDialog, detailsTime as time } from "./DetailsDialog.js";

/**
 * Position Details (spec 2 §2 position row menu): the position's fields as the broker lists them (spec 2 §3
 * Position), its quantities, averages and values on each side, the contract's expiry, strike and option type where it
 * has them, and the P&L at the last price, realised and unrealised.
 */
export function PositionDetails({ position: p, onClose }: { position: Position; onClose: () => void }) {
  const price = (minor: number) => (minor > 0 ? formatPrice(minor, p.exchangeSegment) : "—");
  const pnl = positionPnlAt(p, p.ltp);
  const contract: [string, string][] = [
    ...(p.expiryDate ? ([["Expiry", p.expiryDate]] as [string, string][]) : []),
    ...(p.strikePrice > 0 ? ([["Strike", price(p.strikePrice)]] as [string, string][]) : []),
    ...(p.optionType ? ([["Option type", p.optionType]] as [string, string][]) : []),
  ];
  const rows: [string, string][] = [
    ["Exchange", p.exchange],
    ["Product", productTypeLabel(p.productType)],
    ["Instrument", p.instrumentType],
    ...contract,
    ...(p.isin ? ([["ISIN", p.isin]] as [string, string][]) : []),
    ["Net qty", String(p.netQty)],
    ...(p.lotSize > 1 ? ([["Lot size", String(p.lotSize)]] as [string, string][]) : []),
    ["Carried forward qty", String(p.carryForwardQty)],
    ["Buy qty", String(p.buyQty)],
    ["Buy avg", price(p.buyAvgPrice)],
    ["Buy value", formatRupees(p.buyAmount)],
    ["Sell qty", String(p.sellQty)],
    ["Sell avg", price(p.sellAvgPrice)],
    ["Sell value", formatRupees(p.sellAmount)],
    ["LTP", price(p.ltp)],
    ["Realised P&L", formatRupees(pnl.realised)],
    ["Unrealised P&L", formatRupees(pnl.unrealised)],
    ["Updated", time(p.updatetime)],
  ];
  return <DetailsDialog title={`Position Details: ${p.tradingSymbol}`} rows={rows} onClose={onClose} />;
}
