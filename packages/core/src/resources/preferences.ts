import { sessionEndpoints } from "../contract/endpoints.js";
import {
  type LayoutPreferences,
  type OrderPreferences,
  type PreferenceDocument,
  type PreferencesByType,
  type PreferenceType,
  preferenceDocument,
} from "../contract/preference.js";
import { ApiError } from "../errors.js";
import { asTradeError, type Outcome } from "../outcome.js";
import { Resource } from "../resource.js";
import { sessionTexts } from "../rules/session.js";
import { localKeys } from "../session/localKeys.js";
import type { StorageAdapter } from "../session/storage.js";
import type { RequestOptions } from "../transport/http.js";

/**
 * What a refused save adds to its error: on a conflict (a `ConflictError`, saved elsewhere at a newer version) the
 * stored document, already applied locally; otherwise the product's 'Failed to Save Preferences!' /
 * 'Please try again later.'.
 */
export type SavePreferenceRefusal<TType extends PreferenceType> =
  | { conflict: true; preference: PreferenceDocument<TType> }
  | { conflict: false; title: string; message: string };

/** A save: the stored document (`value`, its new version), or the refusal (`conflict`, and the error). */
export type SavePreferenceResult<TType extends PreferenceType> = Outcome<
  PreferenceDocument<TType>,
  SavePreferenceRefusal<TType>
>;

/** User preferences: layout, order and strategy, each versioned (spec 1 §3, §7). */
export class PreferencesResource extends Resource {
  async get<TType extends PreferenceType>(
    preferenceType: TType,
    options?: RequestOptions,
  ): Promise<PreferenceDocument<TType>> {
    const document = await this.call(sessionEndpoints.getPreference, { query: { preferenceType } }, options);
    mirrorToLocal(this.client.storage, document as PreferenceDocument);
    return document as PreferenceDocument<TType>;
  }

  /**
   * Save with the version last read. Success and conflict both update the local copy (on conflict the server's
   * data wins and comes back as `preference`); anything else is 'Failed to Save Preferences!' / 'Please try again
   * later.' with the error. Never throws.
   */
  async save<TType extends PreferenceType>(
    preferenceType: TType,
    preferences: PreferencesByType[TType],
    version: number,
    options?: RequestOptions,
  ): Promise<SavePreferenceResult<TType>> {
    try {
      const result = await this.call(
        sessionEndpoints.savePreference,
        { body: { preferenceType, preferences, version } },
        options,
      );
      mirrorToLocal(this.client.storage, result.preference as PreferenceDocument);
      return { ok: true, value: result.preference as PreferenceDocument<TType> };
    } catch (error) {
      const failure = asTradeError(error);
      const conflict = conflictDocument(error);
      if (conflict !== undefined) {
        mirrorToLocal(this.client.storage, conflict);
        return {
          ok: false,
          error: failure,
          conflict: true,
          preference: conflict as PreferenceDocument<TType>,
        };
      }
      return {
        ok: false,
        error: failure,
        conflict: false,
        title: sessionTexts.preferenceSaveFailedTitle,
        message: sessionTexts.preferenceSaveFailedMessage,
      };
    }
  }
}

function conflictDocument(error: unknown): PreferenceDocument | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const data = (error.body as { data?: { preference?: unknown } } | undefined)?.data;
  const parsed = preferenceDocument.safeParse(data?.preference);
  return parsed.success ? (parsed.data as PreferenceDocument) : undefined;
}

const segments = ["equityCash", "equityDerivatives", "currencyDerivative", "commodityDerivative"] as const;

/** Mirror saved preferences to the spec's local settings keys. */
export function mirrorToLocal(storage: StorageAdapter, document: PreferenceDocument): void {
  const set = (key: string, value: unknown) => {
    if (value !== undefined) storage.setItem(key, String(value));
  };
  if (document.preferenceType === "layout") {
    const layout = document.preferences as LayoutPreferences;
    set(localKeys.blackMode, layout.blackMode);
    set(localKeys.systemTheme, layout.systemTheme);
    set(localKeys.watchlistView, layout.watchlist?.mode);
    set(localKeys.chartsView, layout.selectedChart?.type);
    set(localKeys.fontSize, layout.fontSize?.type);
    set(localKeys.tabAccessibility, layout.tabAccessibility);
  } else if (document.preferenceType === "order") {
    const order = document.preferences as OrderPreferences;
    set(localKeys.orderConfirmation, order.orderConfirmation);
    set(localKeys.glueOrderpad, order.glueOrderpad);
    for (const segment of segments) {
      set(localKeys.segmentOrderType(segment), order[segment]?.orderType);
      set(localKeys.segmentProductType(segment), order[segment]?.productType);
    }
  }
}
