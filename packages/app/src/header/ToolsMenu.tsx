import { toolsCloseDelayMs } from "@trade/core/shell";
import { Icon } from "@trade/react/ui";
import { useId } from "react";
import { Link } from "react-router";
import { basename } from "../routes/basename.js";
import { isBuilt } from "./builtScreens.js";
import { builtTools, type ToolEntry, toolList, toolTiles } from "./tools.js";
import { useOptionStrategyEnabled } from "./useOptionStrategyEnabled.js";
import { usePopover } from "./usePopover.js";

function ToolLink({
  entry,
  onDone,
  className,
}: {
  entry: ToolEntry;
  onDone: () => void;
  className?: string;
}) {
  return entry.newTab ? (
    <a className={className} href={`${basename}${entry.to}`} target="_blank" rel="noopener" onClick={onDone}>
      {entry.label}
    </a>
  ) : (
    <Link className={className} to={entry.to} onClick={onDone}>
      {entry.label}
    </Link>
  );
}

/**
 * Tools (spec 1 §2.2): a dropdown only, opening on hover and closing 400 ms after the pointer leaves; its list and
 * tiles show only the tools whose screens are built, and say so when none is.
 */
export function ToolsMenu({ iconsOnly, tooltips }: { iconsOnly: boolean; tooltips: boolean }) {
  const menu = usePopover<HTMLDivElement>(toolsCloseDelayMs);
  const panelId = useId();
  const enabled = useOptionStrategyEnabled() ? ["optionStrategy"] : [];
  const list = builtTools(toolList, isBuilt, enabled);
  const tiles = builtTools(toolTiles, isBuilt, enabled);
  return (
    <div className="nav-dropdown" ref={menu.ref} {...menu.hoverProps}>
      <button
        type="button"
        className="nav-item"
        {...menu.buttonProps(panelId)}
        aria-label={iconsOnly ? "Tools" : undefined}
        title={tooltips ? "Tools" : undefined}
      >
        <Icon name="tools" size={18} />
        {iconsOnly ? null : <span>Tools</span>}
      </button>
      {menu.open ? (
        <div id={panelId} className="dropdown tools-panel" role="group" aria-label="Tools">
          {list.length === 0 && tiles.length === 0 ? (
            <p className="muted">No tools are built yet in trade kit.</p>
          ) : null}
          {list.length > 0 ? (
            <ul className="tools-list">
              {list.map((entry) => (
                <li key={entry.label}>
                  <ToolLink entry={entry} onDone={menu.close} />
                  {entry.extra ? (
                    <Link className="button" to={entry.extra.to} onClick={menu.close}>
                      {entry.extra.label}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {tiles.length > 0 ? (
            <div className="tools-tiles">
              {tiles.map((entry) => (
                <ToolLink key={entry.label} className="tool-tile" entry={entry} onDone={menu.close} />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
