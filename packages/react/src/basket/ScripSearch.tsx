import { useQuery } from "@tanstack/react-query";
import type { Scrip } from "@trade/core";
import { useEffect, useId, useState } from "react";
import { marketQueries } from "../areas/market.js";
import { useTradeClient } from "../tradeClient.js";

/** Add scrips to a basket: the results of `marketOf(client).search` for two or more typed characters. */
export function ScripSearch({ onAdd, disabled }: { onAdd: (scrip: Scrip) => void; disabled?: boolean }) {
  const client = useTradeClient();
  const [text, setText] = useState("");
  const [keyword, setKeyword] = useState("");
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const ready = keyword.length >= 2 && keyword === text.trim();
  const { data: results, isFetching } = useQuery({
    ...marketQueries.search(client, keyword),
    enabled: ready,
  });
  const shown = ready ? (results ?? []).slice(0, 12) : [];
  const add = (scrip: Scrip) => {
    onAdd(scrip);
    setText("");
  };
  return (
    <div className="tk-basket-search">
      <input
        type="search"
        aria-label="Search and add scrips to the basket"
        placeholder="Search & add (e.g. infy)"
        value={text}
        disabled={disabled}
        aria-controls={shown.length > 0 ? listId : undefined}
        onChange={(event) => setText(event.target.value.replace(/[^A-Za-z0-9 &-]/g, ""))}
        onKeyDown={(event) => {
          if (event.key === "Escape" && text !== "") {
            event.preventDefault();
            event.stopPropagation();
            setText("");
          } else if (event.key === "Enter" && shown[0]) {
            event.preventDefault();
            add(shown[0]);
          } else if (event.key === "ArrowDown" && shown.length > 0) {
            event.preventDefault();
            document.getElementById(listId)?.querySelector("button")?.focus();
          }
        }}
      />
      {shown.length > 0 ? (
        <ul id={listId} aria-label="Search results">
          {shown.map((scrip) => (
            <li key={`${scrip.mktSegID}:${scrip.token}`}>
              <button
                type="button"
                onClick={() => add(scrip)}
                onKeyDown={(event) => {
                  const item = event.currentTarget.parentElement;
                  const to =
                    event.key === "ArrowDown"
                      ? item?.nextElementSibling
                      : event.key === "ArrowUp"
                        ? item?.previousElementSibling
                        : null;
                  if (to) {
                    event.preventDefault();
                    to.querySelector("button")?.focus();
                  }
                }}
              >
                <span>{scrip.tradeSymbol}</span> <small>{scrip.exchName}</small>
              </button>
            </li>
          ))}
        </ul>
      ) : ready && !isFetching && results?.length === 0 ? (
        <p className="tk-muted">No Results Found</p>
      ) : null}
    </div>
  );
}
