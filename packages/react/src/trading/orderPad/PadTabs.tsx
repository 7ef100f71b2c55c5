import { padTabs } from "./tabs/index.js";
import type { OrderPadController } from "./useOrderPad.js";

/** The tab strip, from the tab table; a modification keeps its order's tab. */
export function PadTabs({ pad }: { pad: OrderPadController }) {
  return (
    <div role="tablist" className="tk-op-tabs">
      {padTabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={pad.form.tab === tab.id}
          disabled={pad.props.modify !== undefined && pad.form.tab !== tab.id}
          onClick={() => pad.switchTab(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
