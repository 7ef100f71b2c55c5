import { formatRupees, type RmsLimit } from "@trade/core";
import { fundsSummary } from "@trade/core/funds";
import { widgetCss } from "../widget.js";

const css = widgetCss(
  ".tk-funds-summary",
  `.tk-funds-summary{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:12px}
.tk-funds-summary table{border-collapse:collapse;width:100%;font-size:.9em}
.tk-funds-summary caption{text-align:left;font-weight:700;padding:0 0 4px}
.tk-funds-summary th,.tk-funds-summary td{padding:3px 0;text-align:left;font-weight:400}
.tk-funds-summary td{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.tk-funds-summary tbody tr:first-child th,.tk-funds-summary tbody tr:first-child td{font-weight:600;border-top:1px solid var(--tk-border,var(--tk-color-border,#d9dee4))}
.tk-funds-summary .tk-part th{padding-left:12px;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
.tk-funds-summary .tk-sub th{padding-left:24px;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}`,
);

/**
 * The funds summary of a trading balance (spec 3 §3): the credit entries and the debit entries, each with its value
 * and its components (and their sub-components), aligned as two tables.
 *
 * @example
 * ```tsx
 * const balance = useRmsLimit();
 * return balance.data ? <FundsSummary limit={balance.data} /> : null;
 * ```
 */
export function FundsSummary({ limit }: { limit: RmsLimit }) {
  const entries = fundsSummary(limit);
  return (
    <div className="tk-funds-summary">
      <style>{css}</style>
      {(["credit", "debit"] as const).map((type) => (
        <table key={type}>
          <caption>{type === "credit" ? "Credits" : "Debits"}</caption>
          {entries
            .filter((entry) => entry.type === type)
            .map((entry) => (
              <tbody key={entry.label}>
                <tr>
                  <th scope="row">{entry.label}</th>
                  <td>{formatRupees(entry.value)}</td>
                </tr>
                {entry.components.length > 1 || entry.components[0]?.subComponents.length
                  ? entry.components.map((part) => [
                      <tr key={part.label} className="tk-part">
                        <th scope="row">{part.label}</th>
                        <td>{formatRupees(part.value)}</td>
                      </tr>,
                      ...part.subComponents.map((sub) => (
                        <tr key={`${part.label}-${sub.label}`} className="tk-sub">
                          <th scope="row">{sub.label}</th>
                          <td>{formatRupees(sub.value)}</td>
                        </tr>
                      )),
                    ])
                  : null}
              </tbody>
            ))}
        </table>
      ))}
    </div>
  );
}
