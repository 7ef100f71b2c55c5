/** The option model lives in core (rules/options/pricing.ts): the simulator prices with it, the strategy payoffs too. */
export {
  impliedVolatility,
  normCdf,
  normPdf,
  type OptionGreeks,
  type OptionInput,
  optionGreeks,
  optionPrice,
  riskFreeRate,
  smileVolatility,
  yearsBetween,
} from "@trade/core/options";
