import { formatPrice } from "@trade/core";
import type { OptionChain, StrategyDraftLeg, StrategyPosition } from "@trade/core/options";
import { ColumnHeads } from "../ui/ColumnHeads.js";

export interface StrategyLegsProps {
  legs: readonly StrategyDraftLeg[];
  positions: readonly StrategyPosition[] | undefined;
  chain: OptionChain;
  onChange: (index: number, change: Partial<StrategyDraftLeg>) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

/** The most lots a leg takes here (a basket line's quantity rules apply when it is placed). */
const maxLots = 500;

/**
 * The legs, one row each: buy or sell (a toggle), call or put, the strike (the chain's), lots, and the contract's price,
 * IV and delta now. Every control is labelled by its leg.
 */
export function StrategyLegs({ legs, positions, chain, onChange, onRemove, onAdd }: StrategyLegsProps) {
  const segment = chain.MarketSegmentId;
  return (
    <table aria-label="Legs">
      <ColumnHeads
        heads={["B/S", "Type", "Strike", "Lots", "Price", "IV", "Delta", ["Remove", "tk-sb-muted"]]}
      />
      <tbody>
        {legs.map((leg, index) => {
          const name = `Leg ${index + 1}`;
          const position = positions?.[index];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a leg is its place in the strategy.
            <tr key={index}>
              <td>
                <button
                  type="button"
                  className="tk-sb-side"
                  data-side={leg.side}
                  aria-label={`${name}: ${leg.side === "B" ? "Buy" : "Sell"}, switch`}
                  onClick={() => onChange(index, { side: leg.side === "B" ? "S" : "B" })}
                >
                  {leg.side}
                </button>
              </td>
              <td>
                <select
                  aria-label={`${name} option type`}
                  value={leg.optionType}
                  onChange={(event) => onChange(index, { optionType: event.target.value as "CE" | "PE" })}
                >
                  <option value="CE">CE</option>
                  <option value="PE">PE</option>
                </select>
              </td>
              <td>
                <select
                  aria-label={`${name} strike`}
                  value={leg.strike}
                  onChange={(event) => onChange(index, { strike: Number(event.target.value) })}
                >
                  {chain.rows.map((row) => (
                    <option key={row.strike} value={row.strike}>
                      {formatPrice(row.strike, segment)}
                      {row.strike === chain.atmStrike ? " (ATM)" : ""}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  type="number"
                  aria-label={`${name} lots`}
                  min={1}
                  max={maxLots}
                  step={1}
                  value={leg.lots}
                  onChange={(event) => {
                    const lots = Math.trunc(Number(event.target.value));
                    if (lots >= 1 && lots <= maxLots) onChange(index, { lots });
                  }}
                />
              </td>
              <td>{position ? formatPrice(position.premium, segment) : "—"}</td>
              <td>{position ? position.iv.toFixed(2) : "—"}</td>
              <td>{position ? position.contract.greeks.delta.toFixed(2) : "—"}</td>
              <td>
                <button
                  type="button"
                  aria-label={`Remove ${name.toLowerCase()}`}
                  onClick={() => onRemove(index)}
                >
                  ×
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={8}>
            <button type="button" onClick={onAdd}>
              Add leg
            </button>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
