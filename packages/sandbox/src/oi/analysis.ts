import { priceDivider } from "@trade/core";
import {
  buildUpOf,
  type MultiStrikeContract,
  type MultiStrikeSeries,
  monthlyExpiry,
  type OiInterval,
  type OiPcrSeries,
  type OiSide,
  type OiStrikes,
  oiChartStrikes,
  oiLookbackMinutes,
  oiSeriesTimes,
  putCallRatio,
} from "@trade/core/oi";
import { atmStrike, centredStrikes, defaultChainStrikes } from "@trade/core/options";
import { epochSeconds } from "../http/epochSeconds.js";
import { HttpError, sandboxCodes } from "../http/reply.js";
import type { InstrumentMaster } from "../market/instruments/index.js";
import type { MarketData } from "../market/marketData.js";
import type { OiHistory } from "../market/simulator/index.js";
import type { Instrument } from "../market/types.js";

/** Segments with options, the order a bare script is looked for in (NSE F&O first). */
const optionSegments = [2, 4, 5, 11, 21, 13];

const notFound = (message: string) => new HttpError(404, sandboxCodes.notFound, message);
const invalid = (message: string) => new HttpError(400, sandboxCodes.validation, message);

interface Expiry {
  symbol: string;
  segment: number;
  expiry: string;
}

/** A contract with its day of open interest. */
interface Tracked {
  instrument: Instrument;
  history: OiHistory;
}

/**
 * The OI analysis of spec 2 §7 over the simulated market: per-strike open interest and its change, totals and PCR
 * through the day, and chosen contracts through the day, all read from the contracts' OI history (the simulator's
 * `oiHistory`, a pure function of the seed and the minute).
 */
export class OiAnalysis {
  constructor(
    private readonly source: { readonly instruments: InstrumentMaster; readonly market: MarketData },
  ) {}

  /** getOIChange (an interval) and getOpenInterestChange (`"day"`): per-strike OI now and over the period. */
  strikes(
    script: string,
    choice: { expiry?: string; monthly?: boolean; strikeCount?: number },
    interval: OiInterval,
  ): OiStrikes {
    const count = choice.strikeCount ?? oiChartStrikes;
    if (!(count >= 1 && count <= 60)) throw invalid("StrikeCount: must be 1 to 60");
    const around = this.strikesAround(this.expiryOf(script, choice.expiry, choice.monthly === true), count);
    const { symbol, segment, expiry, chain, first, shown, spot } = around;
    const nowMs = first.history.nowMs;
    const lookback = oiLookbackMinutes(interval);
    const openMs = first.history.openMs;
    const fromMs = lookback === null ? openMs : Math.max(openMs, nowMs - lookback * 60_000);
    let totalCall = 0;
    let totalPut = 0;
    const side = (instrument: Instrument | undefined): OiSide | null => {
      if (instrument === undefined) return null;
      const { history } = this.track(instrument);
      const then = history.at(fromMs);
      const now = history.at(nowMs);
      return {
        TokenID: instrument.token,
        OI: now.oi,
        NetChgOI: now.oi - then.oi,
        LTP: now.price,
        NetChgLTP: now.price - then.price,
        BuildUp: buildUpOf(now.price - then.price, now.oi - then.oi),
      };
    };
    const rows = chain
      .filter((row) => shown.has(row.strike))
      .map((row) => {
        const call = side(row.call);
        const put = side(row.put);
        totalCall += call?.OI ?? 0;
        totalPut += put?.OI ?? 0;
        return { StrikePrice: row.strike, call, put };
      });
    return {
      Script: symbol,
      ExpiryDate: expiry,
      MarketSegmentId: segment,
      TradeDate: first.history.tradeDate,
      Interval: interval,
      FromTime: epochSeconds(fromMs),
      CandleTime: epochSeconds(nowMs),
      SpotPrice: spot,
      atmStrike: atmStrike([...shown], spot) ?? 0,
      TotalCallOI: totalCall,
      TotalPutOI: totalPut,
      PCR: putCallRatio(totalPut, totalCall),
      rows,
    };
  }

  /** getOIPCRChange: total call and put OI of the chain's 30 strikes around the money, PCR and spot through the day. */
  pcr(script: string, interval: OiInterval, expiryDate?: string): OiPcrSeries {
    const { symbol, expiry, chain, first, shown } = this.strikesAround(
      this.expiryOf(script, expiryDate, false),
      defaultChainStrikes,
    );
    const { openMs, nowMs } = first.history;
    const calls: Tracked[] = [];
    const puts: Tracked[] = [];
    for (const row of chain) {
      if (!shown.has(row.strike)) continue;
      if (row.call !== undefined) calls.push(this.track(row.call));
      if (row.put !== undefined) puts.push(this.track(row.put));
    }
    const total = (list: Tracked[], ms: number) => list.reduce((sum, t) => sum + t.history.at(ms).oi, 0);
    const points = first.history.started
      ? oiSeriesTimes(openMs, nowMs, interval).map((ms) => {
          const call = total(calls, ms);
          const put = total(puts, ms);
          return {
            CandleTime: epochSeconds(ms),
            SpotPrice: first.history.at(ms).spot,
            TotalCallOI: call,
            TotalPutOI: put,
            PCR: putCallRatio(put, call),
          };
        })
      : [];
    return {
      Script: symbol,
      ExpiryDate: expiry,
      TradeDate: first.history.tradeDate,
      Interval: interval,
      points,
    };
  }

  /** getMultiStrikeAnalysis and getFullDayMultiStrike: each contract's OI through the day on the interval's grid. */
  multiStrike(list: readonly MultiStrikeContract[], interval: OiInterval): MultiStrikeSeries {
    const tracked = list.map((contract) => ({ contract, ...this.track(this.contractOf(contract)) }));
    const first = (tracked[0] as Tracked).history;
    const times = first.started ? oiSeriesTimes(first.openMs, first.nowMs, interval) : [];
    return {
      TradeDate: first.tradeDate,
      Interval: interval,
      series: tracked.map(({ contract, instrument, history }) => {
        const opening = history.at(history.openMs).oi;
        return {
          Symbol: instrument.symbol,
          OptionType: contract.OptionType,
          StkPrice: instrument.strike as number,
          ExpiryDate: instrument.expiry as string,
          TokenID: instrument.token,
          points: times.map((ms) => {
            const oi = history.at(ms).oi;
            return { CandleTime: epochSeconds(ms), OI: oi, NetChgOI: oi - opening };
          }),
        };
      }),
    };
  }

  /** An expiry's chain, its first tracked contract (whose history gives the clock and spot) and the `count` strikes
   * around the money now. */
  private strikesAround(of: Expiry, count: number) {
    const chain = this.source.instruments.optionChain(of.symbol, of.segment, of.expiry);
    const first = this.track(chain.find((row) => row.call ?? row.put)?.call ?? chain[0]?.put);
    const spot = first.history.at(first.history.nowMs).spot;
    const strikes = chain.map((row) => row.strike);
    return { ...of, chain, first, spot, shown: new Set(centredStrikes(strikes, spot, count)) };
  }

  /** A script's options: the expiry asked for, else the nearest (the nearest monthly one with `monthly`). */
  private expiryOf(script: string, expiry: string | undefined, monthly: boolean): Expiry {
    const symbol = script.toUpperCase();
    for (const segment of optionSegments) {
      const expiries = this.source.instruments.expiries(symbol, segment, "option");
      if (expiries.length === 0) continue;
      const chosen = expiry ?? (monthly ? monthlyExpiry(expiries) : expiries[0]);
      if (chosen === undefined || !expiries.includes(chosen)) {
        throw notFound(`No options of ${symbol} expiring ${expiry}`);
      }
      return { symbol, segment, expiry: chosen };
    }
    throw notFound(`No options of ${symbol}`);
  }

  private contractOf(contract: MultiStrikeContract): Instrument {
    const symbol = contract.Symbol.toUpperCase();
    for (const segment of optionSegments) {
      const found = this.source.instruments
        .options(symbol, segment, contract.ExpiryDate)
        .find((i) => i.strike === contract.StkPrice && i.optionType === contract.OptionType);
      if (found !== undefined) return found;
    }
    const strike = contract.StkPrice / priceDivider(optionSegments[0] as number);
    throw notFound(`No ${symbol} ${strike} ${contract.OptionType} expiring ${contract.ExpiryDate}`);
  }

  private track(instrument: Instrument | undefined): Tracked {
    const history =
      instrument === undefined
        ? undefined
        : this.source.market.oiHistory?.(instrument.segment, instrument.token);
    if (instrument === undefined || history === undefined) {
      throw notFound("No open interest history in this market");
    }
    return { instrument, history };
  }
}
