import type { AdjustContract } from "@trade/core/options";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

/** One row of the ladder: a contract, its figures in column order, and whether it is held or at the money. */
export interface LadderRow {
  contract: AdjustContract;
  cells: readonly string[];
  held: boolean;
  atm: boolean;
}

/**
 * The contracts to adjust into as a listbox of aligned figures: a click or Enter chooses a row; the arrows, Home and
 * End move through them (the held contract cannot be chosen). The cursor starts on the chosen row, else the money.
 */
export function ContractLadder(props: {
  label: string;
  columns: readonly string[];
  rows: readonly LadderRow[];
  chosen: number | undefined;
  onChoose: (contract: AdjustContract) => void;
  futures?: boolean;
}) {
  const { rows, chosen } = props;
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const start = () => {
    const at = rows.findIndex((row) => row.contract.token === chosen);
    return at >= 0
      ? at
      : Math.max(
          0,
          rows.findIndex((row) => row.atm),
        );
  };
  const [cursor, setCursor] = useState(start);
  const at = Math.min(cursor, rows.length - 1);
  // The money in view when the ladder opens on a chain.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per list of rows.
  useEffect(() => {
    setCursor(start());
    list.current?.querySelector(`[data-row="${start()}"]`)?.scrollIntoView?.({ block: "center" });
  }, [rows.length, rows[0]?.contract.token]);

  const move = (to: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, to));
    setCursor(next);
    list.current?.querySelector(`[data-row="${next}"]`)?.scrollIntoView?.({ block: "nearest" });
  };
  const choose = (index: number) => {
    const row = rows[index];
    if (row && !row.held) props.onChoose(row.contract);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 }[event.key];
    if (step !== undefined) move(at + step);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(rows.length - 1);
    else if (event.key === "Enter" || event.key === " ") choose(at);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <div className={props.futures ? "tk-adj-ladder tk-adj-fut" : "tk-adj-ladder"}>
      <div className="tk-adj-head" aria-hidden="true">
        {props.columns.map((column) => (
          <span key={column}>{column}</span>
        ))}
        <span />
      </div>
      <div
        ref={list}
        role="listbox"
        aria-label={props.label}
        tabIndex={0}
        aria-activedescendant={rows.length > 0 ? `${id}-${at}` : undefined}
        onKeyDown={onKeyDown}
      >
        {rows.map((row, index) => (
          <div
            key={row.contract.token}
            id={`${id}-${index}`}
            data-row={index}
            role="option"
            aria-selected={row.contract.token === chosen}
            aria-disabled={row.held || undefined}
            className={
              [index === at ? "tk-adj-cursor" : "", row.atm ? "tk-adj-atm" : ""].join(" ").trim() || undefined
            }
            onClick={() => {
              setCursor(index);
              choose(index);
            }}
          >
            {row.cells.map((cell, column) => (
              <span key={props.columns[column]} className={column > 0 ? "tk-tt-num" : undefined}>
                {cell}
              </span>
            ))}
            {row.held || row.atm ? <span className="tk-adj-tag">{row.held ? "Held" : "ATM"}</span> : <span />}
          </div>
        ))}
      </div>
    </div>
  );
}
