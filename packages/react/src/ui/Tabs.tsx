import * as Primitive from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { focusRing, UiStyle } from "./styles.js";

/** One tab: its name and its panel. */
export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<T extends string> {
  /** The tab list's name. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

const css = `
.tk-ui .tk-tablist{display:flex;gap:4px;margin:0 0 12px;padding:0;border-bottom:1px solid var(--tk-border,#d9dee4)}
.tk-ui .tk-tab{position:relative;height:34px;margin:0 0 -1px;padding:0 12px;border:0;border-bottom:2px solid transparent;background:transparent;color:var(--tk-muted,#57606a);font:inherit;font-weight:600;cursor:pointer}
.tk-ui .tk-tab:hover{color:var(--tk-text,#1c2430)}
.tk-ui .tk-tab:focus-visible{${focusRing};outline-offset:-2px}
.tk-ui .tk-tab[data-state=active]{color:var(--tk-accent,#1f5eff);border-bottom-color:var(--tk-accent,#1f5eff)}
.tk-ui .tk-tabpanel:focus-visible{${focusRing}}
`;

/**
 * Tabs on Radix's: a tab list (the arrows move and choose, Home and End jump) over the chosen tab's panel, each panel
 * labelled by its tab.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, className }: TabsProps<T>) {
  return (
    <Primitive.Root
      value={value}
      onValueChange={(next) => onChange(next as T)}
      className={`tk-ui tk-tabs${className ? ` ${className}` : ""}`}
    >
      <UiStyle name="tabs" css={css} />
      <Primitive.List aria-label={label} className="tk-tablist">
        {tabs.map((tab) => (
          <Primitive.Trigger key={tab.value} value={tab.value} className="tk-tab">
            {tab.label}
          </Primitive.Trigger>
        ))}
      </Primitive.List>
      {tabs.map((tab) => (
        <Primitive.Content key={tab.value} value={tab.value} className="tk-tabpanel">
          {tab.panel}
        </Primitive.Content>
      ))}
    </Primitive.Root>
  );
}
