import type { RuntimeConfig } from "../contract/config.js";
import { sessionEndpoints } from "../contract/endpoints.js";
import { Resource } from "../resource.js";
import { isFeatureEnabled } from "../rules/account.js";
import { sessionLimits } from "../rules/session.js";
import type { RequestOptions } from "../transport/http.js";

/** The built-in production configuration the client falls back to when discovery fails (spec 1 §7). */
export const builtInConfig: RuntimeConfig = {
  environment: "production",
  featureGroups: {
    trailingStopLoss: [],
    safeExit: [],
    underlyingOrders: [],
    optionStrategy: [],
    chartIQ: ["all"],
  },
  flags: {
    interoperability: false,
    marketProtection: false,
    openInterestExchange: false,
    stockComposition: false,
    chartEngineChoice: true,
    mtfAutoPledge: false,
    positionSafeExit: false,
    verifyDis: true,
    scheduledOrders: false,
    personalizationOfFunds: false,
  },
  webAccountStatus: ["ALL", "PLACE_ORDER"],
  refreshMinutes: sessionLimits.configRefreshMinutes,
};

/** Runtime configuration from discovery get-sparkweb-config, refreshed every 30 minutes when asked. */
export class ConfigResource extends Resource {
  #current: RuntimeConfig = builtInConfig;
  #fromServer = false;
  #marketOffsetMs: number | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;

  /** The configuration in force: the server's once loaded, else the built-in one. */
  get current(): RuntimeConfig {
    return this.#current;
  }

  /** True once the server's configuration was loaded. */
  get loaded(): boolean {
    return this.#fromServer;
  }

  /**
   * How far the server's market clock is ahead of this one, ms: the configuration's `marketTime` against the middle
   * of the call that read it (a sandbox's demo market runs on a clock of its own; a device's clock may be off).
   * Undefined until a configuration with a `marketTime` was loaded.
   */
  get marketOffsetMs(): number | undefined {
    return this.#marketOffsetMs;
  }

  /** The market's time now (epoch ms): this clock moved by `marketOffsetMs` (unmoved until it is known). */
  marketNow(): number {
    return Date.now() + (this.#marketOffsetMs ?? 0);
  }

  /** Load the configuration; on any failure keep the built-in production configuration. Never throws. */
  async load(options?: RequestOptions): Promise<RuntimeConfig> {
    try {
      const sent = Date.now();
      this.#current = await this.call(sessionEndpoints.runtimeConfig, {}, options);
      const marketTime = this.#current.marketTime;
      if (marketTime !== undefined) this.#marketOffsetMs = marketTime - (sent + Date.now()) / 2;
      this.#fromServer = true;
    } catch (error) {
      this.client.options.log?.("runtime configuration unavailable; using the built-in one", error);
    }
    return this.#current;
  }

  /** Whether a feature flag's group list includes this client group id (or 'all'). */
  isFeatureEnabled(feature: string, gmId: number): boolean {
    return isFeatureEnabled(this.#current.featureGroups[feature], gmId);
  }

  /** Reload every `refreshMinutes` (30) until `stopAutoRefresh()`. */
  startAutoRefresh(): void {
    this.stopAutoRefresh();
    this.#timer = setInterval(() => void this.load(), this.#current.refreshMinutes * 60_000);
  }

  stopAutoRefresh(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
