import { useQuery } from "@tanstack/react-query";
import { underlyingTokens } from "@trade/core/options";
import { marketQueries, useShortcut, useTradeClient } from "@trade/react";
import { useLocation, useNavigate } from "react-router";
import { optionChainPath } from "../header/PinnedIndices.js";

/**
 * Ctrl+O opens the option chain (spec 1 §2.7) of the instrument on screen (the address's `token` and `mktSegID`, as
 * the chart and overview carry it), else NIFTY's; Alt+N, Alt+B, Alt+F open Nifty's, Bank Nifty's and Fin Nifty's (the
 * index codes 78, 66, 70 of the index master). Product shortcuts: accessibility mode turns them off.
 */
export function useOptionChainShortcuts(enabled: boolean): void {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useTradeClient();
  const indices = useQuery({ ...marketQueries.indexMaster(client), enabled });
  useShortcut(
    "optionChain",
    () => {
      const params = new URLSearchParams(location.search);
      const token = Number(params.get("token"));
      const segment = Number(params.get("mktSegID"));
      navigate(
        optionChainPath(
          token > 0 && segment > 0 ? { segment, token } : { segment: 1, token: underlyingTokens.NIFTY },
        ),
      );
    },
    { enabled, layer: null },
  );
  useShortcut(
    "indexOptionChain",
    (_event, match) => {
      const entry = indices.data?.find((index) => index.code === Number(match.value));
      if (entry === undefined) return false;
      navigate(optionChainPath({ segment: entry.mktSegID, token: entry.token }));
    },
    { enabled, layer: null },
  );
}
