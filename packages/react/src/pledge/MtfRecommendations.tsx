import { formatPrice, formatRupees } from "@trade/core";
import { type MtfRecommendation, mtfEmptyStates, mtfFunded } from "@trade/core/mtf";
import { mtfQueryStatus, PagedTable } from "./mtfStates.js";
import { pledgeCss } from "./pledgeStyles.js";
import { useMtfRecommendations } from "./queries.js";

const css = pledgeCss(".tk-mtf-recommendations");

/** Props of {@link MtfRecommendations}. */
export interface MtfRecommendationsProps {
  /** Open the order pad to buy the stock with Pay Later; without it the rows have no Buy action. */
  onBuy?: (stock: MtfRecommendation) => void;
}

/**
 * MTF recommendations (spec 3 §2 /mtf/recommendation, §7 limit=0): stocks that take Pay Later, five a page, each with
 * its last close, the leverage and what one share costs the client with MTF (the margin) against what the broker funds;
 * Buy opens the order pad when the embedder gives `onBuy`.
 */
export function MtfRecommendations({ onBuy }: MtfRecommendationsProps) {
  const recommendations = useMtfRecommendations();
  return (
    <div className="tk-mtf-recommendations">
      <style>{css}</style>
      {mtfQueryStatus(recommendations, "MTF recommendations") ?? (
        <PagedTable
          rows={(recommendations.data ?? []).filter((r) => r.mtf_enabled)}
          empty={mtfEmptyStates.recommendations}
          caption="MTF recommendations"
          heads={[
            "Stock",
            "Last close",
            "Leverage",
            "You pay a share",
            "We fund a share",
            ...(onBuy ? [{ hidden: "Action" }] : []),
          ]}
          row={(r) => (
            <tr key={r.isin}>
              <td>
                <strong>{r.symbol}</strong> <small className="tk-muted">{r.company}</small>
              </td>
              <td>{formatPrice(r.close_price, r.segment_id)}</td>
              <td>{r.leverage}X</td>
              <td>{formatRupees(r.close_price - mtfFunded(r.close_price))}</td>
              <td>{formatRupees(mtfFunded(r.close_price))}</td>
              {onBuy ? (
                <td>
                  <button
                    type="button"
                    className="tk-btn-primary"
                    aria-label={`Buy ${r.symbol} with Pay Later`}
                    onClick={() => onBuy(r)}
                  >
                    Buy
                  </button>
                </td>
              ) : null}
            </tr>
          )}
        />
      )}
    </div>
  );
}
