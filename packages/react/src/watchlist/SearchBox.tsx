import { formatPrice, type Scrip } from "@trade/core";
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { holdQuoteFeed, quoteFeedFor } from "../live/live.js";
import { writeText } from "../live/liveCells.js";
import { useTradeClient } from "../tradeClient.js";
import { type SearchedScrip, searchMinLengthText, useRecentSearches, useScripSearch } from "./hooks.js";

/** The results shown at most (spec 1 §5 lists 20). */
const shownResults = 20;

/** Each result's LTP cell (`data-seg`, `data-token`) follows the quote feed while the results are open. */
function useResultPrices(listRef: RefObject<HTMLUListElement | null>, key: string) {
  const client = useTradeClient();
  useEffect(() => (key === "" ? undefined : holdQuoteFeed(client)), [client, key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the shown results' identities.
  useEffect(() => {
    const list = listRef.current;
    if (list === null || key === "") return;
    const feed = quoteFeedFor(client);
    const stops = [...list.querySelectorAll<HTMLElement>("[data-token]")].map((cell) => {
      const instrument = { segment: Number(cell.dataset.seg), token: Number(cell.dataset.token) };
      const show = (quote: { ltp: number; version: number }) => {
        if (quote.version > 0) writeText(cell, formatPrice(quote.ltp, instrument.segment));
      };
      const known = feed.get(instrument.segment, instrument.token);
      if (known !== undefined) show(known);
      return feed.subscribe(instrument, "ltp", show);
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, key]);
}

/** Arrow keys move between the open list's buttons and back to the field; Escape closes the list from anywhere in it. */
function moveFocus(event: KeyboardEvent, root: HTMLElement | null, close: () => void) {
  if (root === null) return;
  const field = root.querySelector<HTMLInputElement>("input");
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("li button")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    if (buttons.length === 0) return;
    event.preventDefault();
    const next = event.key === "ArrowDown" ? Math.min(at + 1, buttons.length - 1) : at - 1;
    (next < 0 ? field : buttons[next])?.focus();
  } else if (event.key === "Escape" && buttons.length > 0) {
    event.preventDefault();
    event.stopPropagation();
    // Focus first: the field's focus reopens the panel, the close after it wins.
    field?.focus();
    close();
  }
}

/**
 * Search and add (spec 3 §8): the results of the typed keyword (symbol, exchange, company name, live LTP and an add
 * mark) or the recent searches while the field is empty, in a panel over the list, so the rows do not move. Arrow keys
 * walk the results, Enter adds, Escape closes the panel (a second Escape clears the field).
 */
export function SearchBox({ onAdd }: { onAdd: (scrip: SearchedScrip) => Promise<boolean> }) {
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const [closed, setClosed] = useState(false);
  const { recent, remember } = useRecentSearches();
  const { keyword, tooShort, results, isFetching } = useScripSearch(text);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const showRecent = keyword === "" && focused && !closed && recent.length > 0;
  const shown = (results as readonly Scrip[] | undefined)?.slice(0, shownResults) ?? [];
  const showResults = shown.length > 0 && !closed;
  useResultPrices(listRef, showResults ? shown.map((s) => `${s.mktSegID}:${s.token}`).join(",") : "");
  const choose = async (scrip: SearchedScrip) => {
    remember(keyword);
    if (await onAdd(scrip)) {
      setText("");
      // A result chosen with the keyboard had the focus: back to the field, as after a click.
      root.current?.querySelector("input")?.focus();
      // Done: no recent searches opening in the results' place. They show again when the field is next focused.
      setFocused(false);
      setClosed(true);
    }
  };
  /** Keep the focus in the field: a browser that does not focus buttons on click would close the list. */
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();
  return (
    <div
      ref={root}
      className="tk-wl-search"
      onFocus={() => {
        setFocused(true);
        setClosed(false);
      }}
      onBlur={(event) => {
        // Leaving the search (not for one of its own results) closes the recent searches.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => moveFocus(event, root.current, () => setClosed(true))}
    >
      <input
        type="search"
        aria-label="Search and add scrips"
        placeholder="Search & add"
        value={text}
        aria-controls={showRecent || showResults ? listId : undefined}
        onChange={(event) => {
          setText(event.target.value.replace(/[^A-Za-z0-9 ]/g, ""));
          setClosed(false);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && text !== "" && !(showResults || showRecent)) {
            event.preventDefault();
            setText("");
          }
        }}
      />
      {tooShort ? <p className="tk-wl-hint">{searchMinLengthText}</p> : null}
      {showRecent ? (
        <ul id={listId} className="tk-wl-results" aria-label="Recent searches">
          {recent.map((word) => (
            <li key={word}>
              <button
                type="button"
                onMouseDown={keepFocus}
                onClick={() => {
                  setText(word);
                  setClosed(false);
                  root.current?.querySelector("input")?.focus();
                }}
              >
                {word}
              </button>
            </li>
          ))}
        </ul>
      ) : showResults ? (
        <ul id={listId} ref={listRef} className="tk-wl-results" aria-label="Search results">
          {shown.map((scrip) => (
            <li key={`${scrip.mktSegID}:${scrip.token}`}>
              <button type="button" onMouseDown={keepFocus} onClick={() => void choose(scrip)}>
                <span className="tk-wl-result-symbol">{scrip.tradeSymbol}</span>{" "}
                <small className="tk-wl-result-exchange">{scrip.exchName}</small>{" "}
                <small className="tk-wl-result-name">{scrip.details}</small>{" "}
                <span className="tk-wl-result-ltp" data-seg={scrip.mktSegID} data-token={scrip.token}>
                  —
                </span>{" "}
                <span className="tk-wl-result-add">
                  <span aria-hidden="true">+</span>
                  <span className="tk-vh">Add</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : keyword !== "" && !tooShort && results && results.length === 0 && !isFetching && !closed ? (
        <p className="tk-wl-hint tk-wl-results">No Results Found</p>
      ) : null}
    </div>
  );
}
