import { useLayer } from "../../keyboard/useLayer.js";
import type { OrderPadController, PadSheet } from "./useOrderPad.js";

/** The placed, split, modified or rejected sheet; the insufficient-funds one with the host's actions (spec 2 §8). */
export function ResultSheet({ pad, sheet }: { pad: OrderPadController; sheet: PadSheet }) {
  useLayer({ priority: "sheet", onEscape: pad.toForm });
  return (
    <div role="status" className={`tk-op-sheet ${sheet.ok ? "tk-op-ok" : "tk-op-bad"}`}>
      <strong>{sheet.title}</strong>
      <p>{sheet.message}</p>
      {sheet.actions?.map((action) => (
        <button
          key={action}
          type="button"
          onClick={() => {
            pad.toForm();
            pad.props.onFundsAction?.(action);
          }}
        >
          {action}
        </button>
      ))}
      <button type="button" onClick={pad.toForm}>
        OK
      </button>
    </div>
  );
}
