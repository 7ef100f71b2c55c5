/**
 * Option pricing for the simulator: Black-Scholes on a spot underlying (no dividend yield, q = 0) and Black-76 on a
 * futures underlying, a volatility smile, greeks and implied volatility. Prices here are plain numbers in any unit
 * (the simulator passes minor units); time in years; rates continuously compounded.
 *
 * Carry convention: futures = spot × e^{rT}; put-call parity C − P = S − K·e^{−rT} on spot, e^{−rT}·(F − K) on futures.
 */

/** Risk-free rate used for carry and discounting (6.5 %). */
export const riskFreeRate = 0.065;
const yearMs = 365 * 86_400_000;

/** Years from `nowMs` to `expiryMs` (calendar time, 365-day year), never negative. */
export function yearsBetween(nowMs: number, expiryMs: number): number {
  return Math.max(0, (expiryMs - nowMs) / yearMs);
}

/** Standard normal density. */
export function normPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** Standard normal distribution (Abramowitz-Stegun 7.1.26 on erf via a high-precision rational, |error| < 1e-7). */
export function normCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

export interface OptionInput {
  /** Underlying price (spot, or the future's price when `onFuture`). */
  underlying: number;
  strike: number;
  /** Years to expiry. */
  years: number;
  /** Annualised volatility (0.15 = 15 %). */
  vol: number;
  call: boolean;
  /** Black-76 on a futures price instead of Black-Scholes on spot. */
  onFuture: boolean;
  rate?: number;
}

/** The option's theoretical price; intrinsic value at or after expiry. */
export function optionPrice(input: OptionInput): number {
  const { underlying: s, strike: k, years: t, vol, call, onFuture } = input;
  const r = input.rate ?? riskFreeRate;
  if (t <= 0 || vol <= 0) return Math.max(0, call ? s - k : k - s);
  const sqrtT = Math.sqrt(t);
  const d1 = (Math.log(s / k) + (onFuture ? 0.5 * vol * vol : r + 0.5 * vol * vol) * t) / (vol * sqrtT);
  const d2 = d1 - vol * sqrtT;
  const discount = Math.exp(-r * t);
  const forward = onFuture ? s * discount : s; // discounted forward value of the underlying
  return call
    ? forward * normCdf(d1) - k * discount * normCdf(d2)
    : k * discount * normCdf(-d2) - forward * normCdf(-d1);
}

export interface OptionGreeks {
  delta: number;
  gamma: number;
  /** Per calendar day, in the price's unit. */
  theta: number;
  /** Per 1 % of volatility, in the price's unit. */
  vega: number;
}

/** Greeks of an option (the same model as optionPrice). Expired or zero-vol options use one minute to expiry. */
export function optionGreeks(input: OptionInput): OptionGreeks {
  const { underlying: s, strike: k, call, onFuture } = input;
  const r = input.rate ?? riskFreeRate;
  const t = Math.max(input.years, 1 / (365 * 24 * 60));
  const vol = Math.max(input.vol, 0.001);
  const sqrtT = Math.sqrt(t);
  const d1 = (Math.log(s / k) + (onFuture ? 0.5 * vol * vol : r + 0.5 * vol * vol) * t) / (vol * sqrtT);
  const d2 = d1 - vol * sqrtT;
  const discount = Math.exp(-r * t);
  const scale = onFuture ? discount : 1; // e^{-rT} on a futures underlying
  const pdf = normPdf(d1);
  const delta = scale * (call ? normCdf(d1) : normCdf(d1) - 1);
  const gamma = (scale * pdf) / (s * vol * sqrtT);
  const vega = (scale * s * pdf * sqrtT) / 100;
  const decay = -(scale * s * pdf * vol) / (2 * sqrtT);
  let thetaYear: number;
  if (onFuture) {
    const value = optionPrice({ ...input, years: t, vol });
    thetaYear = decay + r * value;
  } else {
    thetaYear = call ? decay - r * k * discount * normCdf(d2) : decay + r * k * discount * normCdf(-d2);
  }
  return { delta, gamma, theta: thetaYear / 365, vega };
}

/** The implied volatility that prices the option at `price` (bisection on [0.1 %, 500 %]); NaN if out of range. */
export function impliedVolatility(price: number, input: Omit<OptionInput, "vol">): number {
  let low = 0.001;
  let high = 5;
  const at = (vol: number) => optionPrice({ ...input, vol });
  if (input.years <= 0 || price <= at(low) || price >= at(high)) return Number.NaN;
  for (let i = 0; i < 60; i += 1) {
    const mid = 0.5 * (low + high);
    if (at(mid) < price) low = mid;
    else high = mid;
    if (high - low < 1e-6) break;
  }
  return 0.5 * (low + high);
}

/**
 * The volatility smile: implied volatility of a strike from the at-the-money volatility. Standardised moneyness
 * k = ln(K/S) / (σ√T), clamped to ±4; iv = σ·(1 + 0.03k² − 0.04k): rising away from the money on both sides, and
 * higher for strikes below spot (where the out-of-the-money puts are) than above. Calls and puts of one strike share
 * it, so put-call parity holds.
 */
export function smileVolatility(atmVol: number, underlying: number, strike: number, years: number): number {
  const t = Math.max(years, 1 / 365);
  const k = Math.max(-4, Math.min(4, Math.log(strike / underlying) / (atmVol * Math.sqrt(t))));
  return atmVol * (1 + 0.03 * k * k - 0.04 * k);
}
