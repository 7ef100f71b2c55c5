import { formatRupees } from "@trade/core";
import { asbaDeliveryOnlyText, asbaInUse, withdrawableBalance } from "@trade/core/funds";
import { useRmsLimit } from "@trade/react";
import {
  AddFunds,
  Blocks,
  CreateBlock,
  FundsTransactionDetails,
  FundsTransactions,
  Withdraw,
} from "@trade/react/funds";
import type { ReactNode } from "react";
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from "react-router";
import { WidgetTheme } from "../settings/AppSettings.js";
import { Loading } from "../shell/Loading.js";
import "./funds.css";
import "./sectionTabs.css";

/** The trading balance beside the funds journeys: what is there now, and what of it may be withdrawn. */
function BalanceAside() {
  const balance = useRmsLimit();
  return (
    <aside className="card funds-aside" aria-labelledby="funds-balance-title">
      <h2 id="funds-balance-title">Trading balance</h2>
      {balance.data ? (
        <dl className="facts">
          <dt>Available margin</dt>
          <dd>{formatRupees(balance.data.availableMargin)}</dd>
          <dt>Added today</dt>
          <dd>{formatRupees(balance.data.payin)}</dd>
          <dt>Withdrawals today</dt>
          <dd>{formatRupees(balance.data.payout)}</dd>
          <dt>Withdrawable</dt>
          <dd>{formatRupees(withdrawableBalance(balance.data))}</dd>
          {balance.data.asbaBlocked ? (
            <>
              <dt>ASBA blocks</dt>
              <dd>{formatRupees(balance.data.asbaBlocked)}</dd>
              <dt>Blocks free for cash delivery</dt>
              <dd>
                {formatRupees(balance.data.asbaBlocked - asbaInUse(balance.data))}{" "}
                <small className="muted">{asbaDeliveryOnlyText}</small>
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <Loading />
      )}
      <p>
        <Link to="/account/funds-transactions/add-funds">Funds transactions</Link>
      </p>
    </aside>
  );
}

/** A funds journey's page: its widget in the app's theme, the trading balance beside it. */
function FundsPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page funds-page">
      <h1>{title}</h1>
      <div className="funds-layout">
        <div className="card">
          <WidgetTheme>{children}</WidgetTheme>
        </div>
        <BalanceAside />
      </div>
    </section>
  );
}

/**
 * /account/add-funds (spec 3 §2): the add funds widget; `?transaction_id=` is the bank sending the user back,
 * `?amount=` (paise) an amount to start with.
 */
export function AddFundsScreen() {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const transactionId = params.get("transaction_id") ?? undefined;
  const amount = Number(params.get("amount"));
  return (
    <FundsPage title="Add funds">
      <AddFunds
        key={`${key}-${transactionId ?? ""}`}
        {...(transactionId ? { transactionId } : {})}
        {...(Number.isSafeInteger(amount) && amount > 0 ? { initialAmount: amount } : {})}
      />
    </FundsPage>
  );
}

/** /account/withdraw-funds (spec 3 §2). */
export function WithdrawFundsScreen() {
  return (
    <FundsPage title="Withdraw funds">
      <Withdraw />
    </FundsPage>
  );
}

/** The funds transactions' tabs: added, withdrawn, and the ASBA blocks created. */
function TransactionTabs() {
  return (
    <nav className="section-tabs" aria-label="Funds transactions">
      <NavLink to="/account/funds-transactions/add-funds">Funds added</NavLink>
      <NavLink to="/account/funds-transactions/withdraw-funds">Funds withdrawn</NavLink>
      <NavLink to="/account/funds-transactions/blocks-created">Blocks created</NavLink>
    </nav>
  );
}

/** A funds transactions tab: the tabs, then its list in the app's theme. */
function TransactionsPage({ children }: { children: ReactNode }) {
  return (
    <section className="page funds-page">
      <h1>Funds transactions</h1>
      <TransactionTabs />
      <div className="card">
        <WidgetTheme>{children}</WidgetTheme>
      </div>
    </section>
  );
}

function TransactionsScreen({ type }: { type: "added" | "withdrawn" }) {
  const navigate = useNavigate();
  const details = type === "added" ? "add-funds-details" : "withdraw-details";
  return (
    <TransactionsPage>
      <FundsTransactions
        type={type}
        onOpen={(row) => navigate(`/account/funds-transactions/${details}?id=${encodeURIComponent(row.id)}`)}
      />
    </TransactionsPage>
  );
}

/** /account/funds-transactions/add-funds. */
export const FundsAddedScreen = () => <TransactionsScreen type="added" />;
/** /account/funds-transactions/withdraw-funds. */
export const FundsWithdrawnScreen = () => <TransactionsScreen type="withdrawn" />;

function DetailsScreen({ type }: { type: "added" | "withdrawn" }) {
  const [params] = useSearchParams();
  const back = type === "added" ? "add-funds" : "withdraw-funds";
  return (
    <section className="page funds-page">
      <h1>{type === "added" ? "Add funds details" : "Withdrawal details"}</h1>
      <p>
        <Link to={`/account/funds-transactions/${back}`}>Back to the list</Link>
      </p>
      <div className="card funds-details">
        <WidgetTheme>
          <FundsTransactionDetails type={type} transactionId={params.get("id") ?? ""} />
        </WidgetTheme>
      </div>
    </section>
  );
}

/** /account/funds-transactions/add-funds-details?id=. */
export const AddFundsDetailsScreen = () => <DetailsScreen type="added" />;
/** /account/funds-transactions/withdraw-details?id=. */
export const WithdrawDetailsScreen = () => <DetailsScreen type="withdrawn" />;

/** /account/create-block (spec 3 §2): an ASBA block in the linked HDFC or ICICI account. */
export function CreateBlockScreen() {
  const navigate = useNavigate();
  return (
    <FundsPage title="Create block">
      <CreateBlock onSeeBlocks={() => navigate("/account/revoke-block")} />
    </FundsPage>
  );
}

/** /account/revoke-block (spec 3 §2): the blocks, each enabled one revocable after a confirmation. */
export function RevokeBlockScreen() {
  return (
    <FundsPage title="Revoke block">
      <Blocks revoke />
      <p>
        <Link to="/account/create-block">Create block</Link>
      </p>
    </FundsPage>
  );
}

/** /account/funds-transactions/blocks-created (spec 3 §2). */
export function BlocksCreatedScreen() {
  return (
    <TransactionsPage>
      <Blocks />
    </TransactionsPage>
  );
}
