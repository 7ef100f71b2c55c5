import { formatPrice } from "@trade/core";
import {
  orderConfirmAction,
  orderConfirmBack,
  orderConfirmText,
  orderConfirmTitle,
  orderSlices,
  orderTypeLabels,
  productTypes,
} from "@trade/core/orders";
import { useEffect, useRef } from "react";
import { useLayer } from "../../keyboard/useLayer.js";
import type { OrderPadController } from "./useOrderPad.js";

/** The re-confirm step: the order's summary with CONFIRM (focused, so Enter sends) and BACK (or Escape). */
export function ConfirmSheet({ pad }: { pad: OrderPadController }) {
  useLayer({ priority: "confirm", onEscape: pad.toForm });
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  const { form, placement, instrument } = pad;
  const price = (minor: number | undefined) =>
    minor === undefined ? undefined : formatPrice(minor, instrument.segment);
  return (
    <div role="alertdialog" aria-label={orderConfirmTitle} className="tk-op-sheet">
      <strong>{orderConfirmTitle}</strong>
      <p>
        {orderConfirmText({
          side: form.side,
          quantity: placement.quantity,
          tradeSymbol: instrument.tradeSymbol,
          exchange: instrument.exchange,
          price: price(placement.price),
          trigger: price(placement.triggerPrice),
          orderTypeLabel: orderTypeLabels[form.orderType],
          productLabel: productTypes[form.productType].label,
          modify: pad.props.modify !== undefined,
          // A modification is one order: it never slices.
          slices: pad.props.modify === undefined ? orderSlices(placement.quantity, instrument) : undefined,
        })}
      </p>
      <button
        ref={confirmRef}
        type="button"
        className="tk-op-confirm"
        disabled={pad.busy}
        onClick={() => pad.send()}
      >
        {orderConfirmAction}
      </button>
      <button type="button" onClick={pad.toForm}>
        {orderConfirmBack}
      </button>
    </div>
  );
}
