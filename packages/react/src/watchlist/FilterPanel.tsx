import type { FlagColour } from "@trade/core/watchlist";
import { type filterChoices, flagLabel, noFilters, type WatchlistFilters } from "./view.js";

/** The filters (spec 3 §5): type, exchange, tags and flags, as checkboxes; Clear all. */
export function FilterPanel({
  choices,
  filters,
  onChange,
}: {
  choices: ReturnType<typeof filterChoices>;
  filters: WatchlistFilters;
  onChange: (filters: WatchlistFilters) => void;
}) {
  const toggle = <K extends keyof WatchlistFilters>(group: K, value: WatchlistFilters[K][number]) => {
    const values = filters[group] as readonly string[];
    onChange({
      ...filters,
      [group]: values.includes(value as string)
        ? values.filter((v) => v !== value)
        : [...values, value as string],
    });
  };
  const groups = [
    ["types", "Type", choices.types],
    ["exchanges", "Exchange", choices.exchanges],
    ["tags", "Tags", choices.tags],
    ["flags", "Flags", choices.flags],
  ] as const;
  return (
    <div className="tk-wl-filters" role="group" aria-label="Filters">
      {groups.map(([group, title, values]) => (
        <fieldset key={group}>
          <legend>{title}</legend>
          {values.length === 0 ? <small>None</small> : null}
          {values.map((value) => (
            <label key={value}>
              <input
                type="checkbox"
                checked={(filters[group] as readonly string[]).includes(value)}
                onChange={() => toggle(group, value as never)}
              />
              {group === "flags" ? flagLabel(value as FlagColour) : value}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="button" onClick={() => onChange(noFilters)}>
        Clear all
      </button>
    </div>
  );
}
