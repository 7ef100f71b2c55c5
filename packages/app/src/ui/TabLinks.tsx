import { NavLink } from "react-router";

/**
 * A row of links to sibling screens, the current one marked by the router (`aria-current="page"`). `end`: a link is
 * current on its own path only, not on the paths below it.
 */
export function TabLinks({
  label,
  tabs,
  end = false,
}: {
  label: string;
  tabs: readonly { path: string; label: string }[];
  end?: boolean;
}) {
  return (
    <nav aria-label={label} className="order-tabs">
      {tabs.map((tab) => (
        <NavLink key={tab.path} to={tab.path} end={end}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
