import { displayName, formatIstDateTime, formatRupees, segmentLabel } from "@trade/core";
import { asbaDeliveryOnlyText, withdrawableBalance } from "@trade/core/funds";
import { useProfile, useRmsLimit, useSessions, useTradeClient } from "@trade/react";
import { FundsSummary } from "@trade/react/funds";
import { useState } from "react";
import { Link } from "react-router";
import { WidgetTheme } from "../settings/AppSettings.js";
import { aboutUsRows } from "../settings/aboutUs.js";
import { AppearanceSetting, FontSizeSetting } from "../settings/controls.js";
import { Loading } from "../shell/Loading.js";
import "./funds.css";

/**
 * /trade/account (spec 1 §2.4): the cards that have content today: profile, Trading Balance (the funds summary of
 * credits and debits), Add funds, Withdraw funds, ASBA blocks (accounts registered for ASBA), Quick Settings, Account Settings, Keyboard and Shortcut, About Us, and Logout (this device or
 * all devices). Pledging, Reports and Subscription Plans arrive with their screens.
 */
export function AccountScreen() {
  const client = useTradeClient();
  const profile = useProfile();
  const balance = useRmsLimit();
  const sessions = useSessions();
  const [busy, setBusy] = useState(false);

  const logout = async (scope: "device" | "all") => {
    setBusy(true);
    try {
      await client.auth.logout({ scope });
    } catch {
      // The session ends here whatever the server answered.
    } finally {
      setBusy(false);
    }
  };

  const data = profile.data;
  return (
    <section className="page account">
      <h1>Account</h1>
      <div className="cards">
        <article className="card" aria-labelledby="profile-title">
          <h2 id="profile-title">Profile</h2>
          {data ? (
            <dl className="facts">
              <dt>Name</dt>
              <dd>{displayName(data.clientDetails)}</dd>
              <dt>Client code</dt>
              <dd>{data.ClientCode}</dd>
              <dt>Account type</dt>
              <dd>{data.accountType === "D" ? "D (demat account linked)" : "P (no demat account)"}</dd>
              <dt>User type</dt>
              <dd>{data.userType}</dd>
              <dt>Mobile</dt>
              <dd>{data.mobile}</dd>
              <dt>Email</dt>
              <dd>{data.email}</dd>
              <dt>Segments</dt>
              <dd>{data.segments.map(segmentLabel).join(", ")}</dd>
              <dt>Status</dt>
              <dd>
                {data.dormant || !data.accountStatus.tradeReady
                  ? `Not trade-ready. ${data.accountStatus.issues.join(" ")}`
                  : "Trade-ready"}
              </dd>
            </dl>
          ) : (
            <Loading />
          )}
        </article>
        <article className="card" aria-labelledby="balance-title">
          <h2 id="balance-title">Trading Balance</h2>
          {balance.data ? (
            <>
              <p className="balance-total">
                <span className="muted">Available margin</span>
                <strong>{formatRupees(balance.data.availableMargin)}</strong>
              </p>
              <div aria-label="Trading balance breakdown" role="group">
                <WidgetTheme>
                  <FundsSummary limit={balance.data} />
                </WidgetTheme>
              </div>
              <p className="card-foot">
                <Link to="/account/funds-transactions/add-funds">Funds transactions</Link>
              </p>
            </>
          ) : (
            <Loading />
          )}
        </article>
        <article className="card" aria-labelledby="add-funds-title">
          <h2 id="add-funds-title">Add funds</h2>
          <p className="muted">Instantly by UPI ID or QR code, or by net banking from your linked bank.</p>
          <Link className="button primary" to="/account/add-funds">
            Add funds
          </Link>
        </article>
        <article className="card" aria-labelledby="withdraw-title">
          <h2 id="withdraw-title">Withdraw funds</h2>
          {balance.data ? (
            <p>
              <span className="muted">Withdrawable </span>
              <strong>{formatRupees(withdrawableBalance(balance.data))}</strong>
            </p>
          ) : null}
          <Link className="button" to="/account/withdraw-funds">
            Withdraw
          </Link>
        </article>
        {data?.asba ? (
          <article className="card" aria-labelledby="blocks-title">
            <h2 id="blocks-title">ASBA blocks</h2>
            <p>
              <span className="muted">Enabled blocks </span>
              <strong>{formatRupees(balance.data?.asbaBlocked ?? 0)}</strong>
            </p>
            <p className="muted">Money held in your HDFC or ICICI account, counted in your buying power.</p>
            <p className="muted">{asbaDeliveryOnlyText}</p>
            <div className="actions">
              <Link className="button primary" to="/account/create-block">
                Create block
              </Link>
              <Link className="button" to="/account/revoke-block">
                Revoke block
              </Link>
            </div>
            <p className="card-foot">
              <Link to="/account/funds-transactions/blocks-created">Blocks created</Link>
            </p>
          </article>
        ) : null}
        <article className="card" aria-labelledby="quick-settings-title">
          <h2 id="quick-settings-title">Quick Settings</h2>
          <AppearanceSetting />
          <FontSizeSetting />
        </article>
        <article className="card" aria-labelledby="account-settings-title">
          <h2 id="account-settings-title">Account Settings and Other Info</h2>
          <ul className="card-links">
            <li>
              <Link to="/account/settings">Settings</Link>
              <small className="muted">
                {" "}
                · appearance, font size, watchlist view, charts, accessibility, order preferences
              </small>
            </li>
          </ul>
        </article>
        <article className="card" aria-labelledby="shortcuts-title">
          <h2 id="shortcuts-title">Keyboard and Shortcut</h2>
          <ul className="card-links">
            <li>
              <Link to="/account/shortcuts">Keyboard shortcuts</Link>
            </li>
          </ul>
        </article>
        <article className="card accordion" aria-labelledby="about-title">
          <h2 id="about-title">About Us</h2>
          {aboutUsRows.map((row) => (
            <details key={row.title}>
              <summary>{row.title}</summary>
              <p>{row.text}</p>
            </details>
          ))}
        </article>
        <article className="card" aria-labelledby="sessions-title">
          <h2 id="sessions-title">Logout</h2>
          <ul className="sessions">
            {sessions.data?.sessions.map((s) => (
              <li key={s.sessionId}>
                <span>{s.deviceName}</span>
                <small>
                  {s.platform} · since {formatIstDateTime(Date.parse(s.createdAt))}
                  {s.current ? " · this device" : ""}
                </small>
              </li>
            ))}
          </ul>
          <div className="actions">
            <button type="button" className="button" disabled={busy} onClick={() => void logout("device")}>
              Log out of this device
            </button>
            <button
              type="button"
              className="button danger"
              disabled={busy}
              onClick={() => void logout("all")}
            >
              Log out of all devices
            </button>
          </div>
        </article>
      </div>
    </section>
  );
}
