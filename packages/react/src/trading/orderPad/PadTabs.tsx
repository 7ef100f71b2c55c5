import type { PadExtraTab } from "./extraTabs.js";
import { padTabs } from "./tabs/index.js";
import type { OrderPadController } from "./useOrderPad.js";

/**
 * The tab strip, from the tab table, then the host's extra tabs (GTT, SIP); a modification keeps its order's tab.
 * `extra` is the extra tab shown, if any; `onExtra` shows one (or, with undefined, goes back to the order's tabs).
 */
export function PadTabs({
  pad,
  extraTabs = [],
  extra,
  onExtra,
}: {
  pad: OrderPadController;
  extraTabs?: readonly PadExtraTab[];
  extra?: string | undefined;
  onExtra?: (id: string | undefined) => void;
}) {
  const modifying = pad.props.modify !== undefined;
  return (
    <div role="tablist" className="tk-op-tabs">
      {padTabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={extra === undefined && pad.form.tab === tab.id}
          disabled={modifying && pad.form.tab !== tab.id}
          onClick={() => {
            onExtra?.(undefined);
            pad.switchTab(tab.id);
          }}
        >
          {tab.label}
        </button>
      ))}
      {extraTabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={extra === tab.id}
          disabled={modifying}
          onClick={() => onExtra?.(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
