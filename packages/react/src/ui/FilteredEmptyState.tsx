import { emptyListActions } from "@trade/core";
import { EmptyState } from "./states.js";

/**
 * A filtered list's empty state: with its filter on, `filteredMessage` and Show all (which clears the filter); with
 * everything shown, `message` and the host's New action (`create`), when it offers one.
 */
export function FilteredEmptyState({
  filtered,
  message,
  filteredMessage,
  onShowAll,
  create,
}: {
  filtered: boolean;
  message: string;
  filteredMessage: string;
  onShowAll: () => void;
  create: { label: string; onClick: (() => void) | undefined };
}) {
  return (
    <EmptyState
      message={filtered ? filteredMessage : message}
      action={
        filtered
          ? { label: emptyListActions.showAll, onClick: onShowAll }
          : create.onClick && { label: create.label, onClick: create.onClick }
      }
    />
  );
}
