import { useQuery } from "@tanstack/react-query";
import {
  cancelPledgeNudge,
  inMtfPollWindow,
  pledgeNudge,
  pledgeNudgeDue,
  pledgeNudgeKey,
  pledgeNudgePollMs,
  readPledgeNudgeCount,
} from "@trade/core/pledge";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTradeClient } from "../tradeClient.js";
import { Problem } from "../ui/Problem.js";
import { useFollowedRequest } from "./followedRequest.js";
import { pledgeCss } from "./pledgeStyles.js";
import { pledgeKeys, pledgeQueries, useCreatePledge } from "./queries.js";

const css = `${pledgeCss(".tk-pledge-nudge")}
.tk-pledge-nudge{position:fixed;inset:0;z-index:60;display:flex;align-items:center;justify-content:center;background:rgba(15,23,42,.45)}
.tk-pledge-nudge [role=dialog]{width:min(30rem,calc(100vw - 2rem));background:var(--tk-color-bg,#ffffff);color:var(--tk-color-text,#1c2430);border-radius:12px;padding:20px;display:flex;flex-direction:column;gap:12px;box-shadow:0 12px 32px rgba(0,0,0,.25)}
.tk-pledge-nudge h2{margin:0;font-size:1.15em}
.tk-pledge-nudge p{margin:0}
.tk-pledge-nudge .tk-funds-actions{justify-content:flex-end}
`;

/** How often the nudge looks at the clock again (a Cancel's timer, the window's start and end). */
const tickMs = 15_000;

/** The market's clock as the broker tells it (a sandbox's demo market runs on its own): the offset from this one. */
function useMarketOffset(): number | undefined {
  const client = useTradeClient();
  return useQuery({
    queryKey: [...pledgeKeys.all(), "marketOffset"],
    queryFn: async () => {
      await client.config.load();
      return client.config.marketOffsetMs ?? 0;
    },
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/**
 * The pledge nudge (spec 3 §4): within the MTF poll window (16:15 to 21:00 IST, the market's clock) the pledge state is
 * asked every minute; while MTF shares await their pledge, a dialog asks to pledge them, Accept or Cancel. Accept
 * pledges every MTF share awaiting it and opens the depository's OTP window; Cancel restarts the nudge's timer. It
 * repeats fewer than 3 times a day, its count kept locally per client (core rules/pledge/nudge). Mount it once, for a
 * client with Pay Later.
 */
export function PledgeNudge() {
  const client = useTradeClient();
  const clientCode = client.session.getSnapshot().clientCode ?? "";
  const offset = useMarketOffset();
  const now = useCallback(() => Date.now() + (offset ?? 0), [offset]);
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), tickMs);
    return () => clearInterval(timer);
  }, []);
  const inWindow = offset !== undefined && inMtfPollWindow(now());
  const state = useQuery({
    ...pledgeQueries.pledgeable(client),
    enabled: inWindow,
    refetchInterval: inWindow ? pledgeNudgePollMs : false,
  });
  const key = pledgeNudgeKey(clientCode);
  const [count, setCount] = useState(() => readPledgeNudgeCount(localStorage.getItem(key), Date.now()));
  useEffect(() => {
    if (offset !== undefined) setCount(readPledgeNudgeCount(localStorage.getItem(key), now()));
  }, [key, offset, now]);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const create = useCreatePledge();
  const followed = useFollowedRequest();
  const accepted = followed.created;
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  const data = state.data;
  const open = data?.mtfStatus.mtf_open_for_pledge ?? 0;
  const asking =
    accepted === undefined && data?.nudgeStatus.is_pledgable === true && pledgeNudgeDue(count, open, now());
  const showing = asking || accepted !== undefined;
  useEffect(() => {
    if (showing) dialog.current?.querySelector<HTMLElement>("button")?.focus();
  }, [showing]);
  if (!showing || data === undefined) return null;

  const cancel = () => {
    const next = cancelPledgeNudge(count, now());
    localStorage.setItem(key, JSON.stringify(next));
    setCount(next);
    setProblem(undefined);
  };
  const accept = async () => {
    setProblem(undefined);
    const stocks = data.stocks.filter((s) => s.buy_qty > 0).map((s) => ({ isin: s.isin, qty: s.buy_qty }));
    try {
      const answer = await create.mutateAsync(stocks);
      followed.follow(answer);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const current = followed.current;
  return (
    <div className="tk-pledge-nudge">
      <style>{css}</style>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === "Escape") (current ? followed.clear : cancel)();
        }}
      >
        <h2 id={titleId}>{pledgeNudge.title}</h2>
        {current ? (
          <>
            {followed.result}
            <div className="tk-funds-actions">
              <button type="button" onClick={followed.clear}>
                Close
              </button>
            </div>
          </>
        ) : (
          <>
            <p>{data.nudgeStatus.display_message || pledgeNudge.message}</p>
            <p className="tk-muted">
              {data.stocks
                .filter((s) => s.buy_qty > 0)
                .map((s) => `${s.symbol} × ${s.buy_qty}`)
                .join(", ")}
            </p>
            <Problem>{problem}</Problem>
            <div className="tk-funds-actions">
              <button type="button" onClick={cancel}>
                {pledgeNudge.cancel}
              </button>
              <button
                type="button"
                className="tk-funds-submit"
                disabled={create.isPending}
                onClick={() => void accept()}
              >
                {data.nudgeStatus.cta_message || pledgeNudge.accept}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
