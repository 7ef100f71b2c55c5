/**
 * The funds limits of spec 3 §5 and §9, in paise (DESIGN: money in minor units): add funds by UPI ₹1 to ₹2,00,000,
 * by net banking ₹50 to ₹5,00,00,000; the quick amounts; the recent UPI ids kept.
 */
export const fundsLimits = {
  upi: { min: 1_00, max: 2_00_000_00 },
  netBanking: { min: 50_00, max: 5_00_00_000_00 },
} as const;

/** How money is added: a collect request to a UPI ID, a UPI QR code, or the bank's net-banking page. */
export type AddFundsMethod = "UPI_ID" | "UPI_QR" | "NET_BANKING";

/** The quick amounts (rupees) that prefill the amount: 500, 1000, 5000, 10000; 20000 too outside production. */
export function quickAmounts(production = true): readonly number[] {
  return production ? [500, 1000, 5000, 10000] : [500, 1000, 5000, 10000, 20000];
}

/** Recently used UPI ids kept locally (spec 3 §3, §9). */
export const recentUpiIdsKept = 4;

/** How often a pending payment's status is asked again (ours), in ms. */
export const paymentPollMs = 3000;

/**
 * The accepted UPI handles (spec 3 §5 says about 30, list not shown): the common ones of the large payment apps and
 * banks, and `upi` (ours).
 */
export const acceptedUpiHandles: readonly string[] = [
  "upi",
  "ybl",
  "ibl",
  "axl",
  "paytm",
  "ptyes",
  "ptaxis",
  "pthdfc",
  "ptsbi",
  "okaxis",
  "okhdfcbank",
  "okicici",
  "oksbi",
  "apl",
  "yapl",
  "rapl",
  "abfspay",
  "axisbank",
  "hdfcbank",
  "icici",
  "sbi",
  "kotak",
  "idfcbank",
  "indus",
  "federal",
  "aubank",
  "barodampay",
  "unionbankofindia",
  "freecharge",
  "jupiteraxis",
  "slice",
  "airtel",
];
