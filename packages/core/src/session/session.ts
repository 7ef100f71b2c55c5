import { EventEmitter } from "eventemitter3";
import type { BearerTokens } from "../contract/auth.js";

export type SessionStatus = "unknown" | "authenticated" | "logged-out";
export type LogoutReason = "user" | "remote" | "token-missing";

/** What the app needs to know about the session; a new object on every change (for useSyncExternalStore). */
export interface SessionSnapshot {
  status: SessionStatus;
  /** The trade token cannot be renewed: show Session Expired (spec 1 §4). */
  renewNeeded: boolean;
  /** The non-trade token could not be refreshed; the next non-trade call tries again. */
  refreshNeeded: boolean;
  clientCode: string | undefined;
  sessionId: string | undefined;
}

export interface SessionEvents {
  change: [SessionSnapshot];
  login: [{ clientCode: string; sessionId: string }];
  logout: [{ reason: LogoutReason }];
  "renew-needed": [];
  "refresh-needed": [];
  "token-renewed": [{ kind: "trade" | "nontrade" }];
  /** A non-JSON 429 was answered; the rate-limit handler runs 1 s later. */
  "rate-limited": [{ requestId: string | undefined }];
  /** An answer with an errorCode and no data: show 'Something went wrong' / 'Please try again later.' */
  "generic-error": [{ title: string; message: string; requestId: string | undefined }];
}

/**
 * The session: its state as a subscribable store and its events. Tokens are held here only in bearer mode (Node);
 * browsers keep them in HttpOnly cookies the SDK never sees.
 */
export class Session extends EventEmitter<SessionEvents> {
  #snapshot: SessionSnapshot = {
    status: "unknown",
    renewNeeded: false,
    refreshNeeded: false,
    clientCode: undefined,
    sessionId: undefined,
  };
  #tokens: BearerTokens | undefined;
  /** This device asked to log out and the answer has not come yet: a logout push in between is ours, not remote. */
  #userLogoutPending = false;
  #endings = 0;
  readonly #persistTokens: ((tokens: BearerTokens | undefined) => void) | undefined;

  constructor(
    options: { tokens?: BearerTokens; persistTokens?: (tokens: BearerTokens | undefined) => void } = {},
  ) {
    super();
    this.#tokens = options.tokens;
    this.#persistTokens = options.persistTokens;
  }

  getSnapshot = (): SessionSnapshot => this.#snapshot;

  /** Subscribe to state changes; returns the unsubscribe function. */
  subscribe = (listener: (snapshot: SessionSnapshot) => void): (() => void) => {
    this.on("change", listener);
    return () => {
      this.off("change", listener);
    };
  };

  get tokens(): BearerTokens | undefined {
    return this.#tokens;
  }

  /** @internal */
  update(patch: Partial<SessionSnapshot>): void {
    const next = { ...this.#snapshot, ...patch };
    const changed = (Object.keys(next) as (keyof SessionSnapshot)[]).some(
      (key) => next[key] !== this.#snapshot[key],
    );
    if (!changed) return;
    this.#snapshot = next;
    this.emit("change", next);
  }

  /** @internal */
  setTokens(tokens: BearerTokens | undefined): void {
    this.#tokens = tokens;
    this.#persistTokens?.(tokens);
  }

  /** @internal */
  patchTokens(patch: Partial<BearerTokens>): void {
    if (this.#tokens === undefined) return;
    this.setTokens({ ...this.#tokens, ...patch });
  }

  /** @internal The session began (OTP verified, or a call proved the cookies valid). */
  authenticated(clientCode: string | undefined, sessionId?: string): void {
    this.update({
      status: "authenticated",
      renewNeeded: false,
      refreshNeeded: false,
      clientCode: clientCode ?? this.#snapshot.clientCode,
      sessionId: sessionId ?? this.#snapshot.sessionId,
    });
  }

  /**
   * @internal How many times the session has ended here. A call answered after a logout it was sent before must not
   * bring the session back: the client compares this figure from before and after the call.
   */
  get endings(): number {
    return this.#endings;
  }

  /** @internal This device is logging out (the call is on its way). */
  userLogoutStarted(): void {
    this.#userLogoutPending = true;
  }

  /**
   * @internal The session ended here; `reason` says why. While this device's own logout call is on its way, the
   * server's logout push for this device (it can arrive before the call's answer) counts as the user's logout.
   */
  loggedOut(reason: LogoutReason): void {
    const why = this.#userLogoutPending ? "user" : reason;
    this.#userLogoutPending = false;
    const wasOut = this.#snapshot.status === "logged-out";
    this.#endings++;
    this.setTokens(undefined);
    this.update({
      status: "logged-out",
      renewNeeded: false,
      refreshNeeded: false,
      clientCode: undefined,
      sessionId: undefined,
    });
    if (!wasOut) this.emit("logout", { reason: why });
  }
}
