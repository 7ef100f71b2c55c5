import { NavLink } from "react-router";

/** A row of links to sibling screens, the current one marked by the router (`aria-current="page"`). */
export function TabLinks({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { path: string; label: string }[];
}) {
  return (
    <nav aria-label={label} className="order-tabs">
      {tabs.map((tab) => (
        <NavLink key={tab.path} to={tab.path}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
