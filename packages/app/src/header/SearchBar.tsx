import { useQuery } from "@tanstack/react-query";
import { isIndexKind, type Scrip } from "@trade/core";
import { addRecentSearch, recentSearchLength, searchKeywordProblem } from "@trade/core/shell";
import { marketQueries, useProfile, useShortcut, useTradeClient } from "@trade/react";
import { padInstrumentOf } from "@trade/react/trading";
import { useEffect, useId, useRef, useState } from "react";
import { type OpenPad, OpenPadPanel } from "../shell/OrderPadPanel.js";

/** Where the recent searches are kept (spec 1 §5 gives their length, 15, not the key; the key is ours). */
export const recentSearchesKey = "recentSearches";
/** Spec 1 §9 default debounce. */
const debounceMs = 300;

function readRecent(raw: string | null): string[] {
  try {
    const list: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(list)
      ? list.filter((x): x is string => typeof x === "string").slice(0, recentSearchLength)
      : [];
  } catch {
    return [];
  }
}

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), debounceMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The top search bar on every page (spec 1 §2.1, §5): at least 2 characters, letters, digits and spaces only (the
 * spec's messages), the last 15 searches, results from /v5/search navigable with the arrow keys. A result offers the
 * actions that exist today (the stock overview screen is not built yet): Enter or a click opens the buy order pad, and
 * the panel's Buy and Sell buttons act on the highlighted result.
 */
export function SearchBar() {
  const client = useTradeClient();
  const profile = useProfile();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(() => readRecent(client.storage.getItem(recentSearchesKey)));
  const [pad, setPad] = useState<OpenPad | undefined>();
  const [padError, setPadError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const listId = useId();
  const problem = text === "" ? undefined : searchKeywordProblem(text);
  const keyword = useDebounced(text.trim());
  const searchable = keyword !== "" && searchKeywordProblem(keyword) === undefined;
  const results = useQuery({
    ...marketQueries.search(client, keyword),
    enabled: searchable && problem === undefined && profile.data !== undefined,
  });
  const list = problem === undefined && searchable ? (results.data ?? []).slice(0, 20) : [];

  // Ctrl+S focuses the search (spec 1 §2.7), through the app's keyboard layer: not from other fields, not in
  // accessibility mode.
  useShortcut("focusSearch", () => input.current?.focus());

  useEffect(() => {
    if (!open) return;
    const onPress = (event: MouseEvent) => {
      if (holder.current && !holder.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onPress);
    return () => document.removeEventListener("mousedown", onPress);
  }, [open]);

  const remember = (word: string) => {
    const next = addRecentSearch(recent, word);
    setRecent(next);
    client.storage.setItem(recentSearchesKey, JSON.stringify(next));
  };

  const choose = async (scrip: Scrip, side: "B" | "S") => {
    remember(keyword);
    setOpen(false);
    setPadError(undefined);
    try {
      setPad({ instrument: await padInstrumentOf(client, scrip), side });
    } catch (error) {
      setPadError(error instanceof Error ? error.message : String(error));
    }
  };

  const showRecent = open && text === "" && recent.length > 0;
  const showResults = open && list.length > 0;
  const activeId = (i: number) => `${listId}-${i}`;

  return (
    <div className="search" ref={holder}>
      <input
        ref={input}
        type="search"
        className="search-input"
        placeholder="Search stocks, indices, F&O (Ctrl+S)"
        aria-label="Search"
        role="combobox"
        aria-expanded={showResults || showRecent}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showResults ? activeId(active) : undefined}
        aria-invalid={problem !== undefined}
        aria-keyshortcuts="Control+S"
        value={text}
        maxLength={50}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            setOpen(false);
            return;
          }
          if (!showResults) return;
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setActive((i) => Math.min(i + 1, list.length - 1));
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === "Enter") {
            const scrip = list[active];
            if (scrip && !isIndexKind(scrip.instName)) void choose(scrip, "B");
          }
        }}
      />
      {problem !== undefined ? (
        <p className="search-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {showRecent ? (
        <div className="dropdown search-panel">
          <p className="dropdown-title">Recent searches</p>
          <ul id={listId} aria-label="Recent searches">
            {recent.map((word) => (
              <li key={word}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setText(word);
                    input.current?.focus();
                  }}
                >
                  {word}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {showResults ? (
        <div className="dropdown search-panel">
          <ul id={listId} role="listbox" aria-label="Search results">
            {list.map((scrip, i) => (
              <li
                key={`${scrip.mktSegID}:${scrip.token}`}
                id={activeId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? "search-row active" : "search-row"}
                onMouseEnter={() => setActive(i)}
                onClick={() => {
                  if (!isIndexKind(scrip.instName)) void choose(scrip, "B");
                }}
              >
                <span className="search-symbol">{scrip.tradeSymbol}</span>
                <small className="muted">
                  {scrip.exchName} · {scrip.details}
                </small>
              </li>
            ))}
          </ul>
          {list[active] && !isIndexKind(list[active].instName) ? (
            <div className="search-actions">
              <button type="button" className="buy" onClick={() => void choose(list[active] as Scrip, "B")}>
                Buy {list[active].tradeSymbol}
              </button>
              <button type="button" className="sell" onClick={() => void choose(list[active] as Scrip, "S")}>
                Sell {list[active].tradeSymbol}
              </button>
            </div>
          ) : null}
        </div>
      ) : open && searchable && results.isSuccess && results.data.length === 0 && problem === undefined ? (
        <div className="dropdown search-panel">
          <p className="muted">No results for “{keyword}”</p>
        </div>
      ) : null}
      {padError ? (
        <p className="search-problem" role="alert">
          {padError}
        </p>
      ) : null}
      <OpenPadPanel pad={pad} className="search-pad" onClose={() => setPad(undefined)} />
    </div>
  );
}
