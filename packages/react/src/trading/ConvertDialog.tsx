import { useQueryClient } from "@tanstack/react-query";
import {
  conversionProblem,
  conversionProducts,
  conversionQuantity,
  convertsInLots,
  openLots,
  type Position,
  type ProductType,
  productTypeLabel,
  qtyText,
} from "@trade/core/orders";
import { type FormEvent, useId, useState } from "react";
import { queryKeys } from "../queries.js";
import { Segmented } from "../ui/Segmented.js";
import { tradingKeys } from "./keys.js";
import { TableDialog } from "./TableDialog.js";
import { useTrading } from "./tradingHooks.js";

/** A notice for the host's toast. */
export interface TableNotice {
  title: string;
  message: string;
  ok: boolean;
}

/**
 * Convert a position (spec 2 §4 Conversion): the product to convert to and the quantity (whole lots outside equity,
 * at most the open quantity, core's `conversionProblem`), then Convert. The broker's answer goes to `onNotice`; a
 * refusal stays in the dialog. Positions and the funds are read again after a conversion.
 */
export function ConvertDialog({
  position,
  now,
  onClose,
  onNotice,
}: {
  position: Position;
  now: () => number;
  onClose: () => void;
  onNotice?: (notice: TableNotice) => void;
}) {
  const trading = useTrading();
  const queryClient = useQueryClient();
  const id = useId();
  const products = conversionProducts(position);
  const [to, setTo] = useState<ProductType | undefined>(products[0]);
  const [lots, setLots] = useState(String(openLots(position)));
  const [refused, setRefused] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const typed = lots.trim() === "" ? Number.NaN : Number(lots);
  const problem = to === undefined ? undefined : conversionProblem(position, to, typed, now());
  const shown = problem ?? refused;
  const unit = qtyText(openLots(position), convertsInLots(position));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (to === undefined || problem !== undefined || busy) return;
    setBusy(true);
    try {
      const outcome = await trading.positions.convert({
        exchangeSegment: position.exchangeSegment,
        symbolToken: position.symbolToken,
        productType: position.productType,
        newProductType: to,
        quantity: conversionQuantity(position, typed),
        transactionType: position.netQty > 0 ? "B" : "S",
        duration: "DAY",
      });
      if (outcome.ok) {
        onNotice?.({ title: "Positions Converted", message: outcome.value.text, ok: true });
        onClose();
      } else setRefused(outcome.error.message);
    } catch (error) {
      setRefused((error as Error).message);
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rmsLimit() });
    }
  };

  return (
    <TableDialog title={`Convert ${position.tradingSymbol}`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className="tk-muted">
          From {productTypeLabel(position.productType)} · {position.netQty > 0 ? "Long" : "Short"}{" "}
          {openLots(position)} {unit}
        </p>
        <Segmented
          name={`${id}-to`}
          legend="Convert to"
          value={to}
          options={products.map((product) => [product, productTypeLabel(product)] as const)}
          onChange={(product) => {
            setTo(product);
            setRefused(undefined);
          }}
        />
        <div className="tk-field">
          <label htmlFor={`${id}-qty`}>{convertsInLots(position) ? "Lots" : "Quantity"}</label>
          <input
            id={`${id}-qty`}
            name="quantity"
            inputMode="numeric"
            value={lots}
            aria-invalid={problem !== undefined}
            aria-describedby={shown ? `${id}-problem` : undefined}
            onChange={(event) => {
              setLots(event.target.value);
              setRefused(undefined);
            }}
          />
        </div>
        {shown ? (
          <p id={`${id}-problem`} role="alert" className="tk-problem">
            {shown}
          </p>
        ) : null}
        <div className="tk-dialog-foot">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="tk-btn-primary" disabled={busy || problem !== undefined}>
            Convert
          </button>
        </div>
      </form>
    </TableDialog>
  );
}
