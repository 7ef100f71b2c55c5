import { formatPrice } from "@trade/core";
import type { OrderPadController } from "./useOrderPad.js";

/** The pad's head: the scrip, its exchange (a switch for an equity listed on both), the LTP, side and close. */
export function PadHeader({ pad }: { pad: OrderPadController }) {
  const { instrument, buy, props } = pad;
  const { modify, onClose } = props;
  return (
    <header className="tk-op-head">
      <strong>{instrument.tradeSymbol}</strong>{" "}
      {pad.isEquityScrip && modify === undefined ? (
        <span role="radiogroup" aria-label="Exchange" className="tk-op-exchanges">
          {["NSE", "BSE"].map((exchange) => (
            <button
              key={exchange}
              type="button"
              role="radio"
              aria-checked={instrument.exchange === exchange}
              onClick={() => void pad.switchExchange(exchange)}
            >
              {exchange}
            </button>
          ))}
        </span>
      ) : (
        <span>{instrument.exchange}</span>
      )}{" "}
      <span className="tk-op-ltp" aria-label="Last traded price">
        {pad.ltp > 0 ? formatPrice(pad.ltp, instrument.segment) : "—"}
      </span>
      {modify === undefined ? (
        <button
          type="button"
          className="tk-op-side"
          aria-pressed={!buy}
          onClick={() => pad.change({ side: buy ? "S" : "B" })}
        >
          {buy ? "Switch to sell" : "Switch to buy"}
        </button>
      ) : (
        <span className="tk-op-note">Order {modify.orderId}</span>
      )}
      {onClose ? (
        <button type="button" className="tk-op-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      ) : null}
    </header>
  );
}
