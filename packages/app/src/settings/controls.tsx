import type { FontSizeType, LayoutPreferences } from "@trade/core";
import { effectiveFontSize, fontSizeRows } from "@trade/react";
import { SegmentedControl } from "@trade/react/ui";
import { useId, useSyncExternalStore } from "react";
import { useLayout } from "./AppSettings.js";
import {
  type Appearance,
  appearanceChoices,
  appearanceOf,
  appearancePatch,
  chartChoices,
  fontSizeChoices,
  watchlistViewChoices,
} from "./model.js";
import { useSaveSetting } from "./useSaveSetting.js";

/** The layout in effect, and what saves a change to it (a failure or a conflict shows as a toast). */
function useLayoutSetting(): [LayoutPreferences, (patch: LayoutPreferences) => void] {
  const layout = useLayout();
  const saveSetting = useSaveSetting();
  return [layout, (patch) => void saveSetting("layout", patch)];
}

/** A setting choosing one of a few: the design system's segmented control under its visible name, the hint below. */
function Choices<T extends string>({
  legend,
  value,
  choices,
  onChange,
  hint,
}: {
  legend: string;
  value: T;
  choices: readonly { value: T; label: string; disabled?: boolean }[];
  onChange: (value: T) => void;
  hint?: string | undefined;
}) {
  const id = useId();
  const labelOf = new Map(choices.map((choice) => [choice.value, choice.label]));
  const disabled = new Set(choices.filter((choice) => choice.disabled).map((choice) => choice.value));
  return (
    <div className="setting">
      <div className="setting-label" aria-hidden="true">
        {legend}
      </div>
      <SegmentedControl
        label={legend}
        options={choices.map((choice) => choice.value)}
        optionLabel={(option) => labelOf.get(option) ?? option}
        optionDisabled={(option) => disabled.has(option)}
        describedBy={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={onChange}
      />
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const subscribeRatio = (listener: () => void) => {
  window.addEventListener("resize", listener);
  return () => window.removeEventListener("resize", listener);
};
const getRatio = () => window.devicePixelRatio || 1;

export function AppearanceSetting() {
  const [layout, saveLayout] = useLayoutSetting();
  return (
    <Choices<Appearance>
      legend="Appearance"
      value={appearanceOf(layout)}
      choices={appearanceChoices}
      onChange={(appearance) => saveLayout(appearancePatch(appearance))}
      hint="System follows your device's light or dark setting."
    />
  );
}

/** The hint under Font Size: the rows each size shows (spec 1 §9), and the 1.5 pixel ratio rule (spec 1 §3). */
export function fontSizeHint(fontSize: FontSizeType, devicePixelRatio: number): string {
  const rows = `Lists show ${fontSizeRows.Small}, ${fontSizeRows.Default} and ${fontSizeRows.Large} rows at Small, Medium and Large.`;
  return effectiveFontSize(fontSize, devicePixelRatio) !== fontSize
    ? `${rows} On this screen (pixel ratio 1.5) Large is shown as Medium.`
    : rows;
}

export function FontSizeSetting() {
  const [layout, saveLayout] = useLayoutSetting();
  const ratio = useSyncExternalStore(subscribeRatio, getRatio, () => 1);
  const fontSize = layout.fontSize?.type ?? "Default";
  return (
    <Choices<FontSizeType>
      legend="Font Size"
      value={fontSize}
      choices={fontSizeChoices}
      onChange={(type) => saveLayout({ fontSize: { type } })}
      hint={fontSizeHint(fontSize, ratio)}
    />
  );
}

export function WatchlistViewSetting() {
  const [layout, saveLayout] = useLayoutSetting();
  return (
    <Choices
      legend="Watchlist view"
      value={layout.watchlist?.mode ?? "Collapsed View"}
      choices={watchlistViewChoices}
      onChange={(mode) => saveLayout({ watchlist: { mode } })}
    />
  );
}

export function ChartSetting() {
  const [layout, saveLayout] = useLayoutSetting();
  const notShipped = chartChoices.filter((choice) => !choice.shipped);
  return (
    <Choices
      legend="Charts"
      value={layout.selectedChart?.type ?? "Trading View"}
      choices={chartChoices.map((choice) => ({ ...choice, disabled: !choice.shipped }))}
      onChange={(type) => saveLayout({ selectedChart: { type } })}
      hint={notShipped.map((choice) => choice.note).join(" ")}
    />
  );
}

export function AccessibilitySetting() {
  const [layout, saveLayout] = useLayoutSetting();
  return (
    <Toggle
      label="Accessibility mode"
      checked={layout.tabAccessibility === true}
      hint="Turns off the product's keyboard shortcuts (F1, F2, Shift+W and the others). Escape and Tab keep working."
      onChange={(on) => saveLayout({ tabAccessibility: on })}
    />
  );
}

/** A setting that is on or off: a switch, its label and the hint under it. */
export function Toggle({
  label,
  checked,
  hint,
  onChange,
}: {
  label: string;
  checked: boolean;
  hint: string;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="setting">
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="setting-label">{label}</span>
      </label>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
