import { formatRupees } from "@trade/core";
import type { ConfirmTexts } from "../trading/TableDialog.js";

/** A funds confirmation (revoke a block, cancel a withdrawal) whose message starts with the amount it concerns. */
export const amountConfirm = (texts: ConfirmTexts & { message: string }, amount: number): ConfirmTexts => ({
  ...texts,
  message: `${formatRupees(amount)}: ${texts.message}`,
});
