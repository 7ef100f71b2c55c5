import { formatPrice } from "@trade/core";
import type { OrderPadController } from "./useOrderPad.js";

/**
 * The pad's head, a band in the side's colour: the scrip, its exchange (a switch for an equity listed on both), the
 * labelled LTP, the buy/sell toggle and close.
 */
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
      <span className="tk-op-ltp-label" aria-hidden="true">
        LTP
      </span>
      <span className="tk-op-ltp" aria-label="Last traded price">
        {pad.ltp > 0 ? formatPrice(pad.ltp, instrument.segment) : "—"}
      </span>
      {modify === undefined ? (
        <button
          type="button"
          className="tk-op-side"
          aria-pressed={!buy}
          title={buy ? "Switch to sell" : "Switch to buy"}
          onClick={() => pad.change({ side: buy ? "S" : "B" })}
        >
          <span aria-hidden="true" data-on={buy}>
            B
          </span>
          <span aria-hidden="true" data-on={!buy}>
            S
          </span>
          <span className="tk-op-sr">{buy ? "Switch to sell" : "Switch to buy"}</span>
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
