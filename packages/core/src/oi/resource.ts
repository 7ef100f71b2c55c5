import type { TradeClient } from "../client.js";
import {
  type MultiStrikeContract,
  type MultiStrikeSeries,
  type OiPcrSeries,
  type OiStrikes,
  oiEndpoints,
} from "../contract/openInterest.js";
import { accessorOf, Resource } from "../resource.js";
import type { OiInterval } from "../rules/options/openInterest.js";
import type { RequestOptions } from "../transport/http.js";

/** Which expiry of a script: a date, or the nearest one (`monthly`: the nearest monthly expiry). */
export interface OiExpiryChoice {
  /** YYYY-MM-DD; without it the nearest expiry (the nearest monthly one with `monthly`). */
  expiry?: string;
  monthly?: boolean;
  /** Strikes centred on the money, 1 to 60 (default 20). */
  strikeCount?: number;
}

const strikesQuery = (script: string, choice: OiExpiryChoice) => ({
  Script: script,
  ...(choice.expiry === undefined ? {} : { ExpiryDate: choice.expiry }),
  ...(choice.monthly === undefined ? {} : { Monthly: choice.monthly }),
  ...(choice.strikeCount === undefined ? {} : { StrikeCount: choice.strikeCount }),
});

/**
 * Open-interest analysis (spec 2 §7 OI analysis, spec 3 §2 Markets): per-strike open interest and its change over an
 * interval, total OI and PCR through the day, and the OI of chosen contracts through the day. Intervals are the
 * spec's (`oiIntervals`: 5, 15, 20, 30 minutes, last 1, 2, 3 hours, full day); an interval outside them is refused
 * before sending (`InvalidInputError`, `oiIntervalMessage`), a script or expiry without options by the broker
 * (`NotFoundError`).
 *
 * @example
 * ```ts
 * import { oiOf, buildUpLabels } from "@trade/core/oi";
 * const change = await oiOf(client).oiChange("NIFTY", "15m");
 * for (const row of change.rows) console.log(row.StrikePrice / 100, row.call?.NetChgOI, buildUpLabels[row.call?.BuildUp]);
 * ```
 */
export class OiResource extends Resource {
  /** getOIChange: each strike's call and put OI now and its change over the interval (full day: since the previous close). */
  oiChange(
    script: string,
    interval: OiInterval,
    choice: OiExpiryChoice = {},
    options?: RequestOptions,
  ): Promise<OiStrikes> {
    return this.call(
      oiEndpoints.getOIChange,
      { query: { ...strikesQuery(script, choice), Interval: interval } },
      options,
    );
  }

  /** getOpenInterestChange: each strike's call and put open interest, with the change since the previous close. */
  openInterest(script: string, choice: OiExpiryChoice = {}, options?: RequestOptions): Promise<OiStrikes> {
    return this.call(oiEndpoints.getOpenInterestChange, { query: strikesQuery(script, choice) }, options);
  }

  /** getOIPCRChange: total call and put OI, PCR and the spot through the day, on the interval's grid. */
  pcrSeries(
    script: string,
    interval: OiInterval,
    expiry?: string,
    options?: RequestOptions,
  ): Promise<OiPcrSeries> {
    return this.call(
      oiEndpoints.getOIPCRChange,
      {
        query: {
          Script: script,
          Interval: interval,
          ...(expiry === undefined ? {} : { ExpiryDate: expiry }),
        },
      },
      options,
    );
  }

  /**
   * getMultiStrikeAnalysis (an interval) or getFullDayMultiStrike (`"day"`): the open interest of up to six contracts
   * through the day.
   */
  multiStrike(
    contracts: MultiStrikeContract[],
    interval: OiInterval,
    options?: RequestOptions,
  ): Promise<MultiStrikeSeries> {
    return interval === "day"
      ? this.call(oiEndpoints.getFullDayMultiStrike, { body: { List: contracts } }, options)
      : this.call(
          oiEndpoints.getMultiStrikeAnalysis,
          { body: { Interval: interval, List: contracts } },
          options,
        );
  }
}

/** The client's OI analysis (one resource per client): `oiOf(client).pcrSeries("NIFTY", "15m")`. */
export const oiOf: (client: TradeClient) => OiResource = accessorOf((client) => new OiResource(client));
