import { isEquityCashKind } from "@trade/core";
import { disclosesQuantity, isPriced, isTriggered, nudge, quickNudgeTicks } from "../../orderPadState.js";
import { PadField } from "../PadField.js";
import type { OrderPadController } from "../useOrderPad.js";

/**
 * The fields of the Regular, Stop Loss and Cover tabs: quantity (lots outside equity), price with the quick nudge,
 * trigger price where the order type or tab takes one, and the disclosed quantity where offered.
 */
export function PriceFields({ pad }: { pad: OrderPadController }) {
  const { form, instrument, ltp, change } = pad;
  const priced = isPriced(form);
  const nudgeTo = (ticks: number) => change({ price: nudge(ltp, ticks, instrument) });
  return (
    <>
      <PadField
        pad={pad}
        name="quantity"
        label={isEquityCashKind(instrument.kind) ? "Qty" : `Lots (lot size ${instrument.lotSize})`}
      />
      <PadField pad={pad} name="price" label="Price" disabled={!priced} />
      {priced && ltp > 0 ? (
        <span className="tk-op-nudge">
          <button
            type="button"
            onClick={() => nudgeTo(-quickNudgeTicks)}
            aria-label={`Price ${quickNudgeTicks} ticks below the last price`}
            title={`LTP − ${quickNudgeTicks} ticks`}
          >
            −{quickNudgeTicks} ticks
          </button>
          <button
            type="button"
            onClick={() => nudgeTo(quickNudgeTicks)}
            aria-label={`Price ${quickNudgeTicks} ticks above the last price`}
            title={`LTP + ${quickNudgeTicks} ticks`}
          >
            +{quickNudgeTicks} ticks
          </button>
        </span>
      ) : null}
      {isTriggered(form) ? <PadField pad={pad} name="triggerPrice" label="Trigger price" /> : null}
      {disclosesQuantity(form.tab, instrument) && !pad.quick ? (
        <PadField pad={pad} name="disclosed" label="Disclosed qty" />
      ) : null}
    </>
  );
}
