import { isEquityCashKind, type Profile } from "@trade/core";
import type { OrderPlacement, Trading } from "@trade/core/orders";
import { useEffect, useState } from "react";
import type { PadInstrument } from "../orderPadState.js";

/** The margin line's figures, rupees: what the order needs and what the account has. */
export interface PadMargin {
  required: number;
  available: number;
}

/**
 * The required margin, 800 ms after the last change (spec 2 §9 margin debounce). Only the answer for the inputs shown
 * counts: after any change the line shows no figure until the answer for the new inputs arrives (never the previous
 * inputs' margin), and an answer that arrives after a later change is dropped.
 */
export function usePadMargin(
  trading: Trading,
  profile: Profile | undefined,
  placement: Omit<OrderPlacement, "guiOrderId">,
  instrument: PadInstrument,
): PadMargin | undefined {
  const [answer, setAnswer] = useState<{ for: typeof placement; margin: PadMargin } | undefined>();
  useEffect(() => {
    if (!(placement.quantity > 0) || profile === undefined) return;
    let current = true;
    const timer = setTimeout(() => {
      trading.margin
        .batchMargin({
          party_code: profile.ClientCode,
          orders: [
            {
              segment_id: isEquityCashKind(instrument.kind) ? "CM" : "FO",
              exchange: instrument.exchange,
              price: placement.price ?? 0,
              product_type: placement.productType,
              token: instrument.token,
              transaction_type: placement.transactionType,
              quantity: placement.quantity,
              mktSegID: instrument.segment,
            },
          ],
        })
        .then((margin) => {
          if (current) {
            setAnswer({
              for: placement,
              margin: { required: margin.totalMargin, available: margin.availableMargin },
            });
          }
        })
        .catch(() => {
          if (current) setAnswer(undefined);
        });
    }, 800);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trading, profile, placement, instrument]);
  return answer?.for === placement ? answer.margin : undefined;
}
