import type { OrderType, ProductType } from "@trade/core/orders";
import { TableHead } from "../trading/TableHead.js";
import { moveByArrows } from "./BasketList.js";
import { type LineDraft, orderTypes, problemOf, productsOf } from "./drafts.js";

/** The lines' columns: a checkbox, the line's fields, its remove button. */
const lineColumns = [
  [{ hidden: "Selected" }],
  ["Instrument"],
  ["Side"],
  ["Qty", "tk-num"],
  ["Type"],
  ["Price", "tk-num"],
  ["Trigger", "tk-num"],
  ["Product"],
  [{ hidden: "Remove" }],
] as const;

/**
 * The lines of a basket, editable: select, side (B/S), quantity, order type, price, trigger, product, remove. A line's
 * problem shows under it in the spec's words; up and down move to the same field of the next or previous line.
 */
export function LinesTable({
  label,
  drafts,
  onChange,
  onRemove,
}: {
  label: string;
  drafts: readonly LineDraft[];
  onChange: (draft: LineDraft) => void;
  /** Absent: lines cannot be selected or removed (resubmitting rejected lines). */
  onRemove?: (key: string) => void;
}) {
  const editing = onRemove !== undefined;
  return (
    <div
      className="tk-table tk-basket-lines"
      role="table"
      aria-label={label}
      onKeyDown={(event) => moveByArrows(event, "input,select,button")}
    >
      <TableHead columns={lineColumns} />
      {drafts.map((draft) => (
        <LineRow
          key={draft.key}
          draft={draft}
          onChange={onChange}
          onRemove={editing ? onRemove : undefined}
        />
      ))}
    </div>
  );
}

function LineRow({
  draft,
  onChange,
  onRemove,
}: {
  draft: LineDraft;
  onChange: (draft: LineDraft) => void;
  onRemove: ((key: string) => void) | undefined;
}) {
  const { line } = draft;
  const name = `${line.tradingSymbol} ${line.exchange}`;
  const problem = problemOf(draft);
  const errorId = `${draft.key}-error`;
  const set = (change: Partial<LineDraft>) => onChange({ ...draft, ...change });
  const setLine = (change: Partial<LineDraft["line"]>) => set({ line: { ...line, ...change } });
  const priced = line.ordertype === "LIMIT" || line.ordertype === "SL";
  const triggered = line.ordertype === "SL" || line.ordertype === "SL-M";
  const described = problem ? errorId : undefined;
  return (
    <div role="row" className="tk-body-row" aria-selected={onRemove ? draft.selected : undefined}>
      <span role="cell">
        {onRemove ? (
          <input
            type="checkbox"
            aria-label={`Select ${name}`}
            checked={draft.selected}
            onChange={(event) => set({ selected: event.target.checked })}
          />
        ) : null}
      </span>
      <span role="cell" className="tk-sym">
        {line.tradingSymbol}
        <span className="tk-sub">{line.exchange}</span>
      </span>
      <span role="cell">
        <button
          type="button"
          className="tk-side"
          data-side={line.transactiontype}
          aria-label={`${line.transactiontype === "B" ? "Buy" : "Sell"} ${name}: switch side`}
          onClick={() => setLine({ transactiontype: line.transactiontype === "B" ? "S" : "B" })}
        >
          {line.transactiontype === "B" ? "BUY" : "SELL"}
        </button>
      </span>
      <FigureCell
        label={`Quantity of ${name}`}
        whole
        value={draft.quantity}
        invalid={problem?.field === "quantity"}
        describedBy={described}
        onChange={(quantity) => set({ quantity })}
      />
      <span role="cell">
        <select
          aria-label={`Order type of ${name}`}
          value={line.ordertype}
          onChange={(event) => setLine({ ordertype: event.target.value as OrderType })}
        >
          {orderTypes.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </span>
      <FigureCell
        label={`Price of ${name}`}
        value={priced ? draft.price : ""}
        disabled={!priced}
        placeholder={priced ? "" : "Market"}
        invalid={problem?.field === "price"}
        describedBy={described}
        onChange={(price) => set({ price })}
      />
      <FigureCell
        label={`Trigger price of ${name}`}
        value={triggered ? draft.trigger : ""}
        disabled={!triggered}
        invalid={problem?.field === "triggerPrice"}
        describedBy={described}
        onChange={(trigger) => set({ trigger })}
      />
      <span role="cell">
        <select
          aria-label={`Product of ${name}`}
          value={line.producttype}
          onChange={(event) => setLine({ producttype: event.target.value as ProductType })}
        >
          {productsOf(line.exchangeSegment).map((product) => (
            <option key={product}>{product}</option>
          ))}
        </select>
      </span>
      <span role="cell">
        {onRemove ? (
          <button type="button" aria-label={`Remove ${name}`} onClick={() => onRemove(draft.key)}>
            ×
          </button>
        ) : null}
      </span>
      {problem ? (
        <span className="tk-line-error" id={errorId} role="alert">
          {problem.message}
        </span>
      ) : null}
    </div>
  );
}

/** A typed figure of a line (quantity, price, trigger): right-aligned, marked invalid with its line's problem. */
function FigureCell(props: {
  label: string;
  value: string;
  whole?: boolean;
  disabled?: boolean;
  placeholder?: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <span role="cell">
      <input
        type="text"
        inputMode={props.whole ? "numeric" : "decimal"}
        aria-label={props.label}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        disabled={props.disabled}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </span>
  );
}
