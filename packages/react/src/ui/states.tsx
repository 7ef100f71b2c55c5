import type { ReactNode } from "react";

/** An action a state offers: a button with the spec's words that does what they say. */
export interface StateAction {
  label: string;
  onClick: () => void;
}

/**
 * Grey placeholder rows while a list loads, in place of the rows to come. Screen readers hear `Loading {what}…`
 * (a busy status), sighted users see the list's shape.
 *
 * @example
 * ```tsx
 * if (orders.isPending) return <Skeleton what="orders" rows={6} />;
 * ```
 */
export function Skeleton({ what, rows = 4 }: { what: string; rows?: number }) {
  return (
    <div className="tk-skeleton" role="status" aria-busy="true">
      <span className="tk-vh">{`Loading ${what}…`}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are identical and never reorder.
        <span key={i} className="tk-skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * What a list says when it has nothing (the spec's words from core rules/), with the one action that fills it when
 * the host offers it (no button otherwise).
 *
 * @example
 * ```tsx
 * <EmptyState message="You do not have any positions" action={{ label: "Go to watchlist", onClick: showWatchlist }} />
 * ```
 */
export function EmptyState({
  message,
  action,
  className,
}: {
  message: string;
  action?: StateAction | undefined;
  /** A class of the message's own (kept where hosts and tests find it). */
  className?: string;
}) {
  return (
    <div className="tk-empty-state">
      <p className={className ? `${className} tk-empty` : "tk-empty"}>{message}</p>
      {action ? (
        <button type="button" className="tk-state-action" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Why a list could not load, and Retry, which asks again.
 *
 * @example
 * ```tsx
 * if (orders.error) return <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />;
 * ```
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="tk-error-state">
      <p role="alert">{message}</p>
      <button type="button" className="tk-state-action" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** A query as the states read it (TanStack Query's result has these). */
export interface QueryLike {
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * A list query's loading (a skeleton) or failed (the error and Retry) state; undefined once it has data, so the
 * caller shows its rows or its empty state.
 */
export function queryState(query: QueryLike, what: string, rows?: number): ReactNode {
  if (query.error) {
    return (
      <ErrorState
        message={`Could not load ${what}: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return <Skeleton what={what} {...(rows === undefined ? {} : { rows })} />;
  return undefined;
}

/** The states' look from the theme tokens, every rule under `root` (a widget's scope). */
export const statesCss = (root: string): string => `
${root} .tk-vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
${root} .tk-skeleton{display:grid;gap:8px;margin:0;padding:12px 8px}
${root} .tk-skeleton-row{display:block;height:14px;border-radius:4px;background:linear-gradient(90deg,var(--tk-surface,#f5f7fa) 0%,var(--tk-border,#d9dee4) 50%,var(--tk-surface,#f5f7fa) 100%);background-size:200% 100%;animation:tk-skeleton 1.2s ease-in-out infinite}
${root} .tk-skeleton-row:nth-child(3n){width:70%}
${root} .tk-skeleton-row:nth-child(3n+1){width:85%}
@keyframes tk-skeleton{from{background-position:100% 0}to{background-position:-100% 0}}
@media (prefers-reduced-motion:reduce){${root} .tk-skeleton-row{animation:none}}
${root} .tk-empty-state,${root} .tk-error-state{display:flex;flex-direction:column;align-items:center;gap:10px;margin:0;padding:28px 16px;text-align:center}
${root} .tk-empty-state .tk-empty{margin:0;padding:0;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${root} .tk-error-state p{margin:0;padding:0;color:var(--tk-sell-text,#a40e26)}
${root} .tk-state-action{margin:0;padding:5px 14px;border:1px solid var(--tk-border,#d9dee4);border-radius:6px;background:var(--tk-color-bg,#ffffff);color:var(--tk-accent,var(--tk-color-accent,#1f5eff));font-weight:600;cursor:pointer}
${root} .tk-state-action:hover{background:var(--tk-surface,#f5f7fa)}
${root} .tk-state-action:focus-visible{outline:2px solid var(--tk-focus,#1f5eff);outline-offset:1px}
`;
