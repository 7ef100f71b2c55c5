import { useQuery } from "@tanstack/react-query";
import type { GttRule } from "@trade/core/gtt";
import { useTradeClient } from "../tradeClient.js";
import type { PadInstrument } from "../trading/orderPadState.js";
import { padInstrumentFor } from "../trading/padInstrument.js";
import { TableDialog } from "../trading/TableDialog.js";
import { GttFormView } from "./GttForm.js";
import { type GttSaved, useGttForm } from "./useGttForm.js";

/** The edit dialog of the GTT list: the rule's instrument read from the scrip master, then the form prefilled. */
export function GttEditDialog({
  rule,
  onClose,
  onSaved,
}: {
  rule: GttRule;
  onClose: () => void;
  onSaved: (saved: GttSaved) => void;
}) {
  const client = useTradeClient();
  const { data: instrument, error } = useQuery({
    queryKey: ["trade", "gtt", "instrument", rule.exchangeSegment, rule.symboltoken],
    queryFn: () => padInstrumentFor(client, { segment: rule.exchangeSegment, token: rule.symboltoken }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <TableDialog title={`Edit GTT ${rule.tradingsymbol}`} onClose={onClose}>
      {error ? (
        <p role="alert" className="tk-problem">
          {error.message}
        </p>
      ) : instrument === null ? null : instrument === undefined ? (
        <p aria-busy="true">Loading {rule.tradingsymbol}…</p>
      ) : (
        <EditForm instrument={instrument} rule={rule} onSaved={onSaved} />
      )}
      <div className="tk-dialog-foot">
        <button type="button" onClick={onClose}>
          CLOSE
        </button>
      </div>
    </TableDialog>
  );
}

function EditForm({
  instrument,
  rule,
  onSaved,
}: {
  instrument: PadInstrument;
  rule: GttRule;
  onSaved: (saved: GttSaved) => void;
}) {
  const gtt = useGttForm({ instrument, side: rule.transactiontype, rule, onSaved });
  return <GttFormView gtt={gtt} />;
}
