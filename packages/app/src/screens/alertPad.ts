/**
 * The alert pad's module, for `lazy()` (it opens on Add Alert or New Alert): a named re-export, so its chunk holds the
 * pad and what it needs. A dynamic import of `@trade/react/alerts` itself would keep every export of the entry, and
 * since the shell imports that entry too (its query keys), all of them would load with the first screen.
 */
export { AlertPad } from "@trade/react/alerts";
