import { useQuery } from "@tanstack/react-query";
import { localKeys } from "@trade/core";
import {
  addClosedNudge,
  type Nudge,
  type NudgePlacementCode,
  nudgesOf,
  readClosedNudges,
  visibleNudges,
} from "@trade/core/nudges";
import { nudgeQueries, useTradeClient } from "@trade/react";
import { useEffect, useState } from "react";

/**
 * The nudges of one placement (spec 1 §2.6, §6), read again after the nudge timeout (spec 1 §9), less those closed on
 * this device (their ids under the local key closedNudges, spec 1 §3). Closing one keeps its id and sends the nudge
 * delete call; a failed deletion (a missing parameter, the server's refusal) is only logged (spec 1 §8).
 */
export function useNudges(placement: NudgePlacementCode) {
  const client = useTradeClient();
  const [closed, setClosed] = useState(() =>
    readClosedNudges(client.storage.getItem(localKeys.closedNudges)),
  );
  const query = useQuery(nudgeQueries.list(client, placement));
  useEffect(() => {
    if (query.error) console.warn("nudges could not be read", query.error);
  }, [query.error]);
  const nudges = query.data ?? [];

  const close = (nudge: Nudge) => {
    const next = addClosedNudge(
      readClosedNudges(client.storage.getItem(localKeys.closedNudges)),
      nudge.nudgeId,
    );
    client.storage.setItem(localKeys.closedNudges, JSON.stringify(next));
    setClosed(next);
    // The call checks its input before sending: a nudge without its three parameters fails here, and is only logged.
    nudgesOf(client)
      .delete(nudge)
      .catch((error: unknown) => console.warn("nudge deletion failed", nudge.nudgeId, error));
  };

  return {
    banners: visibleNudges(nudges, closed, "banner"),
    popups: visibleNudges(nudges, closed, "popup"),
    close,
  };
}
