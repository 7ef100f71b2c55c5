import { useId, useState } from "react";
import { type SearchedScrip, searchMinLengthText, useRecentSearches, useScripSearch } from "./hooks.js";

/** Search and add (spec 3 §8): the results of the typed keyword, or the recent searches while the field is empty. */
export function SearchBox({ onAdd }: { onAdd: (scrip: SearchedScrip) => Promise<boolean> }) {
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const { recent, remember } = useRecentSearches();
  const { keyword, tooShort, results, isFetching } = useScripSearch(text);
  const listId = useId();
  const showRecent = keyword === "" && focused && recent.length > 0;
  const showResults = results !== undefined && results.length > 0;
  const choose = async (scrip: SearchedScrip) => {
    remember(keyword);
    if (await onAdd(scrip)) {
      setText("");
      // Done: no recent searches opening in the results' place (the rows would jump under the next click). They show
      // again when the field is next focused.
      setFocused(false);
    }
  };
  /** Keep the focus in the field: a browser that does not focus buttons on click would close the list. */
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();
  return (
    <div
      className="tk-wl-search"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        // Leaving the search (not for one of its own results) closes the recent searches.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <input
        type="search"
        aria-label="Search and add scrips"
        placeholder="Search & add"
        value={text}
        aria-controls={showRecent || showResults ? listId : undefined}
        onChange={(event) => setText(event.target.value.replace(/[^A-Za-z0-9 ]/g, ""))}
        onKeyDown={(event) => {
          if (event.key === "Escape" && text !== "") {
            event.preventDefault();
            setText("");
          }
        }}
      />
      {tooShort ? <p className="tk-wl-hint">{searchMinLengthText}</p> : null}
      {showRecent ? (
        <ul id={listId} aria-label="Recent searches">
          {recent.map((word) => (
            <li key={word}>
              <button type="button" onMouseDown={keepFocus} onClick={() => setText(word)}>
                {word}
              </button>
            </li>
          ))}
        </ul>
      ) : showResults ? (
        <ul id={listId} aria-label="Search results">
          {results.slice(0, 20).map((scrip) => (
            <li key={`${scrip.mktSegID}:${scrip.token}`}>
              <button type="button" onMouseDown={keepFocus} onClick={() => void choose(scrip)}>
                {scrip.tradeSymbol} <small>{scrip.exchName}</small>
              </button>
            </li>
          ))}
        </ul>
      ) : keyword !== "" && !tooShort && results && results.length === 0 && !isFetching ? (
        <p className="tk-wl-hint">No Results Found</p>
      ) : null}
    </div>
  );
}
