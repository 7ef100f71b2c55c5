import { displayName, formatRupees, navigationMode } from "@trade/core";
import { useProfile, useRmsLimit, useSession } from "@trade/react";
import { Link, useLocation } from "react-router";
import { Icon } from "../ui/icons.js";
import { navigationItems } from "./navigation.js";
import { useViewportWidth } from "./useViewportWidth.js";

export function Header() {
  const { iconsOnly, tooltips } = navigationMode(useViewportWidth());
  const location = useLocation();
  const session = useSession();
  const authenticated = session.status === "authenticated";
  const profile = useProfile({ enabled: session.status !== "logged-out" });
  const balance = useRmsLimit({ enabled: authenticated });
  return (
    <header className="header">
      <Link className="brand" to="/watchlist">
        trade<span>kit</span>
      </Link>
      <nav aria-label="Main" className={iconsOnly ? "nav nav-icons" : "nav"}>
        {navigationItems.map((item) => {
          const active = new RegExp(`^${item.match}(/|$)`).test(location.pathname);
          return (
            <Link
              key={item.label}
              to={item.to}
              className={active ? "nav-item active" : "nav-item"}
              aria-current={active ? "page" : undefined}
              aria-label={iconsOnly ? item.label : undefined}
              title={tooltips ? item.label : undefined}
              aria-keyshortcuts={"shortcut" in item ? item.shortcut : undefined}
            >
              <Icon name={item.icon} />
              {iconsOnly ? null : <span>{item.label}</span>}
            </Link>
          );
        })}
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
          aria-label={
            profile.data
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
    </header>
  );
}
