import { PadField } from "../PadField.js";
import type { OrderPadController } from "../useOrderPad.js";
import { PriceFields } from "./PriceFields.js";

/** The Bracket tab's fields: the entry's, then the target, stop-loss and trailing distances in points. */
export function BracketFields({ pad }: { pad: OrderPadController }) {
  return (
    <>
      <PriceFields pad={pad} />
      <PadField pad={pad} name="target" label="Target (points)" />
      <PadField pad={pad} name="stopLoss" label="Stop loss (points)" />
      <PadField pad={pad} name="trailing" label="Trailing stop loss (points)" />
    </>
  );
}
