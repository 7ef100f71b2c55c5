import { formatRupees, type Scrip } from "@trade/core";
import {
  type Basket,
  type BasketLineResult,
  basketRoom,
  checkBasketSelection,
  defaultBasketName,
  failedToCreateBasketMessage,
} from "@trade/core/basket";
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "../trading/TableDialog.js";
import { Problem } from "../ui/Problem.js";
import { queryState } from "../ui/states.js";
import { BasketList } from "./BasketList.js";
import { BasketResults } from "./BasketResults.js";
import { basketCss } from "./basketStyles.js";
import { draftOf, draftOfScrip, type LineDraft, lineOf, problemOf } from "./drafts.js";
import { useBasketMargin, useBasketMutations, useBasketPlacement, useBaskets } from "./hooks.js";
import { LinesTable } from "./LinesTable.js";
import { ScripSearch } from "./ScripSearch.js";

/** The panel's screen modes (spec 2 §4 Basket). */
export type BasketMode = "list" | "create" | "modify" | "processing" | "completed" | "retry";

export interface BasketPanelProps {
  /** Open on the create form (the Tools dropdown's 'Create new basket') instead of the list. */
  initialMode?: "list" | "create";
  /** Called when the panel is closed from its list (the page decides what closing shows). */
  onClose?: () => void;
}

/** (ours) Deleting a basket asks first; the message names the basket. */
const deleteBasketConfirm = { title: "Delete basket", keep: "Cancel", action: "Delete" };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The basket panel (spec 2 §2, §4, §5, §8): the baskets, a new basket named 'DAY BASKET HH:mm', scrips added from a
 * search, lines edited in place (quantity, price, order type, side, product; inline errors in the spec's words),
 * at least 2 selected to place with the margin they need, then processing, and each line completed, pending or
 * rejected with its reason; rejected lines can be modified and resubmitted. Closing returns to the list and forgets
 * all of it. Escape closes; up and down move between rows.
 *
 * @example
 * ```tsx
 * <TradeProvider client={client}><BasketPanel initialMode="create" /></TradeProvider>
 * ```
 */
export function BasketPanel({ initialMode = "list", onClose }: BasketPanelProps) {
  const baskets = useBaskets();
  const writes = useBasketMutations();
  const placement = useBasketPlacement();
  const [mode, setMode] = useState<BasketMode>(initialMode);
  const [basket, setBasket] = useState<Basket | undefined>();
  const [drafts, setDrafts] = useState<LineDraft[]>([]);
  const [retryIndexes, setRetryIndexes] = useState<Map<string, number>>(new Map());
  const [problem, setProblem] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<Basket | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that was pressed is gone once a mode changes: the focus goes to the heading, inside the panel, so the
  // keyboard (Escape, Tab) carries on from there.
  const shown = useRef(mode);
  useEffect(() => {
    if (shown.current === mode) return;
    shown.current = mode;
    if (mode !== "create") heading.current?.focus();
  }, [mode]);

  const reset = () => {
    setMode("list");
    setBasket(undefined);
    setDrafts([]);
    setRetryIndexes(new Map());
    setProblem(undefined);
    placement.reset();
  };
  const close = () => {
    if (mode === "list") onClose?.();
    else if (mode !== "processing") reset();
  };
  const open = (chosen: Basket) => {
    setBasket(chosen);
    setDrafts(chosen.orders.map((line) => draftOf(line)));
    setProblem(undefined);
    setMode("modify");
  };
  const change = (next: LineDraft) => setDrafts((all) => all.map((d) => (d.key === next.key ? next : d)));
  const add = (scrip: Scrip) => {
    const room = basketRoom(drafts.length, 1);
    setProblem(room.problem?.message);
    if (room.fits > 0) setDrafts((all) => [...all, draftOfScrip(scrip)]);
  };

  const selected = useMemo(() => drafts.filter((d) => d.selected), [drafts]);
  const selectedLines = useMemo(
    () => selected.filter((d) => problemOf(d) === undefined).map(lineOf),
    [selected],
  );
  const margin = useBasketMargin(mode === "modify" ? selectedLines : []);
  const anyProblem = drafts.some((d) => problemOf(d) !== undefined);
  const selection = checkBasketSelection(selected.length);

  const save = async (): Promise<Basket | undefined> => {
    if (basket === undefined) return undefined;
    const orders = drafts.map(lineOf);
    if (JSON.stringify(orders) === JSON.stringify(basket.orders)) return basket;
    try {
      const saved = await writes.update.mutateAsync({
        basketId: basket.basketId,
        version: basket.version,
        orders,
      });
      setBasket(saved);
      setProblem(undefined);
      return saved;
    } catch (error) {
      setProblem(errorText(error));
      return undefined;
    }
  };
  const place = async () => {
    if (anyProblem || selection) return;
    const saved = await save();
    if (saved === undefined) return;
    const indexes = drafts.flatMap((d, index) => (d.selected ? [index] : []));
    setMode("processing");
    try {
      await placement.place(saved, indexes);
      setMode("completed");
    } catch (error) {
      setProblem(errorText(error));
      setMode("modify");
    }
  };
  const startRetry = (results: readonly BasketLineResult[]) => {
    const rejected = results.filter((r) => r.status === "rejected");
    const made = rejected.map((r) => draftOf(r.line));
    setRetryIndexes(new Map(made.map((d, i) => [d.key, rejected[i]?.index ?? 0])));
    setDrafts(made);
    setMode("retry");
  };
  const resubmit = async () => {
    if (basket === undefined || anyProblem) return;
    const changes = drafts.map((d) => ({ index: retryIndexes.get(d.key) ?? 0, line: lineOf(d) }));
    setMode("processing");
    try {
      await placement.resubmit(basket, changes);
      setProblem(undefined);
    } catch (error) {
      setProblem(errorText(error));
    }
    setMode("completed");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented && deleting === undefined) {
      event.preventDefault();
      close();
    }
  };

  return (
    <section className="tk-basket" aria-label="Basket order" onKeyDown={onKeyDown}>
      <style>{basketCss}</style>
      <div className="tk-bar">
        <h2 ref={heading} tabIndex={-1}>
          {mode === "list" ? "Baskets" : mode === "create" ? "New basket" : (basket?.basketName ?? "Basket")}
        </h2>
        <span className="tk-spacer" />
        {mode === "list" ? (
          <button type="button" className="tk-btn-primary" onClick={() => setMode("create")}>
            New basket
          </button>
        ) : mode !== "processing" ? (
          <button type="button" onClick={close}>
            Close
          </button>
        ) : null}
      </div>
      <Problem>{problem}</Problem>
      {mode === "list"
        ? (queryState(baskets, "your baskets") ?? (
            <BasketList
              baskets={baskets.data ?? []}
              onOpen={open}
              onDelete={setDeleting}
              onCreate={() => setMode("create")}
            />
          ))
        : null}
      {mode === "create" ? (
        <CreateForm
          busy={writes.create.isPending}
          onCreate={async (basketName) => {
            try {
              open(await writes.create.mutateAsync({ basketName }));
            } catch {
              setProblem(failedToCreateBasketMessage);
            }
          }}
        />
      ) : null}
      {mode === "modify" ? (
        <>
          <ScripSearch onAdd={add} />
          {drafts.length > 0 ? (
            <LinesTable
              label="Basket orders"
              drafts={drafts}
              onChange={change}
              onRemove={(key) => setDrafts((all) => all.filter((d) => d.key !== key))}
            />
          ) : (
            <p className="tk-empty">This basket has no orders yet. Search above to add scrips.</p>
          )}
          <div className="tk-basket-foot">
            <span>
              {selected.length} of {drafts.length} selected
            </span>
            <span className="tk-num">
              Required margin {margin ? formatRupees(margin.totalMargin) : "—"}
              {margin ? (
                <span className="tk-muted"> · Available {formatRupees(margin.availableMargin)}</span>
              ) : null}
            </span>
            <span className="tk-spacer" />
            {selection && drafts.length > 0 ? <span className="tk-muted">{selection.message}</span> : null}
            <button
              type="button"
              disabled={anyProblem || writes.update.isPending}
              onClick={() => void save()}
            >
              Save
            </button>
            <button
              type="button"
              className="tk-btn-primary"
              disabled={anyProblem || selection !== undefined}
              onClick={() => void place()}
            >
              Place {selected.length} orders
            </button>
          </div>
        </>
      ) : null}
      {mode === "processing" ? (
        <p className="tk-empty" role="status">
          Placing orders…
        </p>
      ) : null}
      {mode === "completed" ? (
        <>
          <BasketResults results={placement.results} />
          <div className="tk-basket-foot">
            <span className="tk-spacer" />
            {placement.results.some((r) => r.status === "rejected") ? (
              <button type="button" className="tk-btn-primary" onClick={() => startRetry(placement.results)}>
                Modify rejected orders
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      {mode === "retry" ? (
        <>
          <LinesTable label="Rejected orders" drafts={drafts} onChange={change} />
          <div className="tk-basket-foot">
            <span className="tk-spacer" />
            <button type="button" onClick={() => setMode("completed")}>
              Back to results
            </button>
            <button
              type="button"
              className="tk-btn-primary"
              disabled={anyProblem}
              onClick={() => void resubmit()}
            >
              Resubmit {drafts.length} {drafts.length === 1 ? "order" : "orders"}
            </button>
          </div>
        </>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          texts={deleteBasketConfirm}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => {
            const gone = deleting;
            setDeleting(undefined);
            writes.remove.mutate(gone.basketId, { onError: (error) => setProblem(errorText(error)) });
          }}
        >
          <p>Delete {deleting.basketName}? Its orders are not cancelled.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** The name of a new basket, 'DAY BASKET HH:mm' to start with; Enter creates. */
function CreateForm({ busy, onCreate }: { busy: boolean; onCreate: (name: string) => Promise<void> }) {
  const [name, setName] = useState(() => defaultBasketName(Date.now()));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== "") void onCreate(name.trim());
  };
  return (
    <form className="tk-name-form" onSubmit={submit}>
      <label>
        Basket name
        <input
          type="text"
          autoFocus
          maxLength={40}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <button type="submit" className="tk-btn-primary" disabled={busy || name.trim() === ""}>
        Create
      </button>
    </form>
  );
}
