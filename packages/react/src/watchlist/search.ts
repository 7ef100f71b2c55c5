import { useQuery } from "@tanstack/react-query";
import { marketEndpoints, readJson, type Scrip, type TradeClient, writeJson } from "@trade/core";
import { addRecentSearch, recentSearchLength, searchTexts } from "@trade/core/shell";
import { cleanSearchInput, globalSearchReady } from "@trade/core/watchlist";
import { useCallback, useEffect, useState } from "react";
import { useProfile } from "../hooks.js";
import { useTradeClient } from "../TradeProvider.js";
import { watchlistKeys } from "./queries.js";

/** A found scrip, as the search list shows it. */
export type SearchedScrip = Pick<Scrip, "token" | "mktSegID" | "symbolName" | "tradeSymbol" | "exchName">;

/**
 * Where recent searches are kept: the key of the app's top search bar (ours, the spec names none), so the product has
 * one list of recent keywords.
 */
export const recentSearchesKey = "recentSearches";
/** The debounce of search typing (spec 1 §9: default debounce 300 ms). */
export const searchDebounceMs = 300;
/** Shown below two characters (core's words for spec 1 §5: at least 2 characters). */
export const searchMinLengthText = searchTexts.tooShort;

/**
 * Scrip search (GET /v5/search) for a keyword: letters, digits and spaces only (others are dropped), at least two
 * characters, sent 300 ms after the last key.
 *
 * @example
 * ```tsx
 * const { results, tooShort } = useScripSearch(text);
 * ```
 */
export function useScripSearch(text: string) {
  const client = useTradeClient();
  const { data: profile } = useProfile();
  const keyword = cleanSearchInput(text).trim();
  const [debounced, setDebounced] = useState(keyword);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(keyword), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [keyword]);
  const ready = globalSearchReady(debounced) && profile !== undefined;
  const query = useQuery({
    queryKey: watchlistKeys.search(debounced),
    enabled: ready,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      client.call(
        marketEndpoints.search,
        {
          query: {
            userType: profile?.userType ?? "RETAIL",
            accountType: profile?.accountType ?? "D",
            keyword: debounced,
          },
        },
        { signal },
      ),
  });
  return {
    keyword,
    /** Typed something, but fewer than two characters. */
    tooShort: keyword.length > 0 && !globalSearchReady(keyword),
    results: ready && debounced === keyword ? query.data : undefined,
    isFetching: query.isFetching,
    error: query.error,
  };
}

function readRecent(client: TradeClient): string[] {
  const stored = readJson<unknown>(client.storage, recentSearchesKey);
  return Array.isArray(stored)
    ? stored.filter((x): x is string => typeof x === "string").slice(0, recentSearchLength)
    : [];
}

/**
 * The recent search keywords, newest first, at most 15 (spec 1 §5, spec 3 §9), kept locally under the same key as
 * the app's top search bar; a keyword is remembered when one of its results is chosen.
 *
 * @example
 * ```tsx
 * const { recent, remember } = useRecentSearches();
 * remember("RELIANCE");
 * ```
 */
export function useRecentSearches() {
  const client = useTradeClient();
  const [recent, setRecent] = useState(() => readRecent(client));
  const remember = useCallback(
    (keyword: string) => {
      const next = addRecentSearch(readRecent(client), keyword);
      writeJson(client.storage, recentSearchesKey, next);
      setRecent(next);
    },
    [client],
  );
  return { recent, remember };
}
