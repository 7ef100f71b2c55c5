import { transferLimits } from "./limits.js";
import { transferMessages as m } from "./messages.js";

/**
 * A demat account id (BOID): CDSL 16 digits (the DP id is the first 8), NSDL "IN" then 14 digits (the DP id is "IN"
 * and the next 6).
 */
export const boidPatterns = { CDSL: /^\d{16}$/, NSDL: /^IN\d{14}$/ } as const;
const panPattern = /^[A-Z]{5}\d{4}[A-Z]$/;

/** The depository and DP id a BOID belongs to; undefined when it is neither a CDSL nor an NSDL BOID. */
export function boidParts(boid: string): { depository: "CDSL" | "NSDL"; dpid: string } | undefined {
  if (boidPatterns.CDSL.test(boid)) return { depository: "CDSL", dpid: boid.slice(0, 8) };
  if (boidPatterns.NSDL.test(boid)) return { depository: "NSDL", dpid: boid.slice(0, 8) };
  return undefined;
}

/** The beneficiary form (spec 3 §3 Beneficiary): what the client types. */
export interface BeneficiaryInput {
  name: string;
  boid: string;
  /** The BOID typed again; the form compares them. Left out by callers that do not ask twice (the server). */
  confirmBoid?: string;
  depository: string;
  dpid: string;
  pan: string;
}

export type BeneficiaryErrors = Partial<Record<keyof BeneficiaryInput, string>>;

/**
 * The form's errors by field (spec 3 §5), empty when it is good: every field is mandatory; the PAN is 10 characters
 * in the PAN format; the BOID is a CDSL or NSDL BOID of the depository chosen; the confirmation and the DP id match it.
 */
export function beneficiaryErrors(input: BeneficiaryInput): BeneficiaryErrors {
  const errors: BeneficiaryErrors = {};
  const fields = ["name", "boid", "confirmBoid", "depository", "dpid", "pan"] as const;
  for (const field of fields) {
    const value = input[field];
    if (value === undefined && field === "confirmBoid") continue;
    if ((value ?? "").trim() === "") errors[field] = m.mandatory;
  }
  const pan = input.pan.trim().toUpperCase();
  if (errors.pan === undefined) {
    if (pan.length !== 10) errors.pan = m.panLength;
    else if (!panPattern.test(pan)) errors.pan = m.incorrectFormat;
  }
  const boid = input.boid.trim().toUpperCase();
  const parts = boidParts(boid);
  if (errors.boid === undefined && (parts === undefined || parts.depository !== input.depository)) {
    errors.boid = m.incorrectFormat;
  }
  if (errors.confirmBoid === undefined && input.confirmBoid !== undefined) {
    if (input.confirmBoid.trim().toUpperCase() !== boid) errors.confirmBoid = m.boidMismatch;
  }
  if (
    errors.dpid === undefined &&
    errors.boid === undefined &&
    parts?.dpid !== input.dpid.trim().toUpperCase()
  ) {
    errors.dpid = m.boidMismatch;
  }
  return errors;
}

/** One stock of a transfer: the quantity chosen against the quantity available, at its last price (paise). */
export interface TransferLine {
  isin: string;
  qty: number;
  available: number;
  ltp: number;
}

/** What is wrong with one line's quantity (spec 3 §5: zero, or above the available quantity); undefined when good. */
export function quantityError(line: Pick<TransferLine, "qty" | "available">): string | undefined {
  if (!Number.isInteger(line.qty) || line.qty <= 0) return m.zeroQuantity;
  if (line.qty > line.available) return m.aboveAvailable;
  return undefined;
}

/** The value of a transfer, paise. */
export const transferValue = (lines: readonly Pick<TransferLine, "qty" | "ltp">[]): number =>
  lines.reduce((sum, line) => sum + line.qty * line.ltp, 0);

/** What stops a transfer of these lines, the first problem found; undefined when it may go. */
export function transferError(lines: readonly TransferLine[]): string | undefined {
  if (lines.length === 0) return m.noStocks;
  for (const line of lines) {
    const problem = quantityError(line);
    if (problem !== undefined) return problem;
  }
  return transferValue(lines) > transferLimits.maxValuePaise ? m.aboveLimit : undefined;
}
