import { formatIstDateTime } from "@trade/core";
import { TermList } from "../ui/TermList.js";
import { TableDialog } from "./TableDialog.js";

/** A time a details dialog shows: date and time in IST with seconds, or a dash where the broker gave none (0). */
export const detailsTime = (ms: number): string => (ms > 0 ? formatIstDateTime(ms) : "—");

/** A row menu's details dialog (Order Details, Position Details): its terms and values, and Close. */
export function DetailsDialog({
  title,
  rows,
  onClose,
}: {
  title: string;
  rows: readonly (readonly [string, string])[];
  onClose: () => void;
}) {
  return (
    <TableDialog title={title} onClose={onClose}>
      <TermList className="tk-details" terms={rows} />
      <div className="tk-dialog-foot">
        <button type="button" className="tk-btn-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </TableDialog>
  );
}
