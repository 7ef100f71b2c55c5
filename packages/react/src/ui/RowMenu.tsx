import { Menu, type MenuItem } from "./Menu.js";

/** One entry of a row menu. */
export type RowMenuItem = MenuItem;

/**
 * A row's ⋯ menu: the design system's `Menu` with the row's words as its name and the ⋯ trigger (class `tk-more`,
 * which the tables and the watchlist place).
 */
export function RowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  return <Menu label={label} items={items} triggerClassName="tk-more" />;
}
