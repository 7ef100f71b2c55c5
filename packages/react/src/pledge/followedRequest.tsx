import {
  type PledgeCreated,
  type PledgeTransaction,
  pledgeOf,
  pledgeWindowBlockedMessage,
} from "@trade/core/pledge";
import { type ReactNode, useCallback, useState } from "react";
import { useTradeClient } from "../tradeClient.js";
import { useAuthoriseWindow } from "./authoriseWindow.js";
import { RequestResult } from "./PledgeStatus.js";
import { usePledgeRequests } from "./queries.js";

/**
 * A pledge or unpledge request made here and followed (the pledge form, the nudge): `follow` opens the depository's
 * window for its OTP; `current` is the request as the broker tells it now (asked again when the window comes back),
 * `result` shows it; `clear` stops following it.
 */
export function useFollowedRequest(): {
  created: PledgeCreated | undefined;
  current: PledgeTransaction | undefined;
  follow: (answer: PledgeCreated) => void;
  clear: () => void;
  result: ReactNode;
} {
  const client = useTradeClient();
  const requests = usePledgeRequests();
  const [created, setCreated] = useState<PledgeCreated | undefined>(undefined);
  const refresh = requests.refetch;
  const authorise = useAuthoriseWindow(
    useCallback(() => {
      void refresh();
    }, [refresh]),
  );
  const current =
    requests.data?.find((r) => r.req_id === created?.transaction.req_id) ?? created?.transaction;
  const follow = (answer: PledgeCreated) => {
    setCreated(answer);
    const page = pledgeOf(client).pageUrl(answer.cdsl_link);
    if (page !== undefined) authorise.start(page, answer.transaction.req_id);
  };
  return {
    created,
    current,
    follow,
    clear: () => setCreated(undefined),
    result: current ? (
      <RequestResult
        request={current}
        pageUrl={pledgeOf(client).pageUrl(current.authorise_url)}
        blocked={authorise.blocked ? pledgeWindowBlockedMessage : undefined}
      />
    ) : null,
  };
}
