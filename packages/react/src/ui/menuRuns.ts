/** A run of consecutive menu items of one group (or one item without a group), shown under the group's label. */
export interface MenuRun<TItem> {
  group: string | undefined;
  items: TItem[];
}

/** Consecutive items of one group together, each run under its group's label (items without one alone). */
export function menuRuns<TItem extends { group?: string }>(items: readonly TItem[]): MenuRun<TItem>[] {
  const out: MenuRun<TItem>[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last !== undefined && item.group !== undefined && last.group === item.group) last.items.push(item);
    else out.push({ group: item.group, items: [item] });
  }
  return out;
}

/** The focusable entries of an open menu (items, radio items), in order. */
export const menuEntries = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>("[role^=menuitem]") ?? []),
];
