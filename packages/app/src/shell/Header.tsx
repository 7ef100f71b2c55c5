import { displayName, formatRupees, navigationMode } from "@trade/core";
import { useProfile, useRmsLimit, useSession } from "@trade/react";
import { Icon } from "@trade/react/ui";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { PinnedIndices } from "../header/PinnedIndices.js";
import { SearchBar } from "../header/SearchBar.js";
import { ToolsMenu } from "../header/ToolsMenu.js";
import { usePopover } from "../header/usePopover.js";
import { NotificationsMenu } from "../notifications/NotificationsMenu.js";
import "../header/header.css";
import { type NavigationItem, navigationItems } from "./navigation.js";
import { useViewportWidth } from "./useViewportWidth.js";

/** The hover popovers of Orders and Positions (spec 1 §2.2); their content fetches only while shown. */
const OrdersSummary = lazy(() =>
  import("../header/NavSummaries.js").then((m) => ({ default: m.OrdersSummary })),
);
const PositionsSummary = lazy(() =>
  import("../header/NavSummaries.js").then((m) => ({ default: m.PositionsSummary })),
);
const summaries: Partial<Record<NavigationItem["label"], () => ReactNode>> = {
  Orders: () => (
    <Suspense fallback={null}>
      <OrdersSummary />
    </Suspense>
  ),
  Positions: () => (
    <Suspense fallback={null}>
      <PositionsSummary />
    </Suspense>
  ),
};

function NavItem({
  item,
  active,
  iconsOnly,
  tooltips,
}: {
  item: NavigationItem;
  active: boolean;
  iconsOnly: boolean;
  tooltips: boolean;
}) {
  const hover = usePopover<HTMLDivElement>();
  const summary = summaries[item.label];
  const link = (
    <Link
      to={item.to}
      className={active ? "nav-item active" : "nav-item"}
      aria-current={active ? "page" : undefined}
      aria-label={iconsOnly ? item.label : undefined}
      title={tooltips ? item.label : undefined}
      aria-keyshortcuts={"shortcut" in item ? item.shortcut : undefined}
    >
      <Icon name={item.icon} size={18} />
      {iconsOnly ? null : <span>{item.label}</span>}
    </Link>
  );
  if (summary === undefined) return link;
  return (
    <div
      className="nav-dropdown"
      ref={hover.ref}
      {...hover.hoverProps}
      onFocus={hover.show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hover.close();
      }}
    >
      {link}
      {hover.open ? summary() : null}
    </div>
  );
}

export function Header() {
  const { iconsOnly, tooltips } = navigationMode(useViewportWidth());
  const location = useLocation();
  const session = useSession();
  const authenticated = session.status === "authenticated";
  const profile = useProfile({ enabled: session.status !== "logged-out" });
  const balance = useRmsLimit({ enabled: authenticated });
  const navItem = (item: NavigationItem) => (
    <NavItem
      key={item.label}
      item={item}
      active={new RegExp(`^${item.match}(/|$)`).test(location.pathname)}
      iconsOnly={iconsOnly}
      tooltips={tooltips}
    />
  );
  return (
    <header className="header header-stack">
      <div className="header-row header-market">
        {authenticated ? <PinnedIndices /> : null}
        {authenticated ? <SearchBar /> : null}
      </div>
      <div className="header-row">
        <Link className="brand" to="/watchlist">
          trade<span>kit</span>
        </Link>
        <nav aria-label="Main" className={iconsOnly ? "nav nav-icons" : "nav"}>
          {navigationItems.filter((item) => item.label !== "Account").map(navItem)}
          <ToolsMenu iconsOnly={iconsOnly} tooltips={tooltips} />
          {authenticated ? <NotificationsMenu iconsOnly={iconsOnly} tooltips={tooltips} /> : null}
          {navigationItems.filter((item) => item.label === "Account").map(navItem)}
        </nav>
        <div className="header-end">
          <div className="balance" data-testid="trading-balance" title="Trading balance (available margin)">
            <span className="balance-label">Trading balance</span>
            <strong>
              {balance.data
                ? formatRupees(balance.data.availableMargin)
                : balance.isError
                  ? "unavailable"
                  : "…"}
            </strong>
          </div>
          <Link
            to="/account"
            className="user"
            // The name and client code show from 1366 px and name the link; below, only the initial shows.
            aria-label={
              !iconsOnly && profile.data
                ? undefined
                : profile.data
                  ? `Profile: ${displayName(profile.data.clientDetails)}, ${profile.data.ClientCode}`
                  : "Profile"
            }
          >
            <span className="avatar" aria-hidden="true">
              {profile.data?.clientDetails.firstName.slice(0, 1) ?? "·"}
            </span>
            <span className="user-text">
              <span>{profile.data ? displayName(profile.data.clientDetails) : ""}</span>
              <small>{profile.data?.ClientCode ?? ""}</small>
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
