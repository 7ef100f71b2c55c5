import { istDateKey, istDay, TradeError } from "@trade/core";
import {
  checkGttRule,
  type GttProblem,
  type GttRule,
  gttCreatedTitle,
  gttErrorDialog,
  gttUpdatedTitle,
  sellGttNotAvailableTitle,
} from "@trade/core/gtt";
import { accountFactsOf, type Side } from "@trade/core/orders";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useProfile } from "../hooks.js";
import { useMarketClock, useQuote } from "../trading/hooks.js";
import type { PadInstrument, PadPreset } from "../trading/orderPadState.js";
import {
  type GttForm,
  gttCreateRequestOf,
  gttFormFor,
  gttRequestFields,
  gttStartOf,
  gttTermsOf,
  withLevels,
} from "./gttFormState.js";
import { useCreateGtt, useModifyGtt } from "./hooks.js";
import { gttSummary } from "./texts.js";

/** What the form tells its host after the broker accepted the rule: "GTT Created" or "GTT Updated" and the rule. */
export interface GttSaved {
  title: string;
  message: string;
  rule: GttRule;
}

/** A dialog with CLOSE: the server's refusal (spec 2 §8), or 'Sell GTT Not Available'. */
export interface GttDialog {
  title: string;
  message: string;
  action: string;
}

/** The GTT form's state and actions: the typed form, the live LTP, core's checks, and the create or modify call. */
export function useGttForm({
  instrument,
  side,
  rule,
  preset,
  onSaved,
}: {
  instrument: PadInstrument;
  side: Side;
  rule?: GttRule | undefined;
  preset?: PadPreset | undefined;
  onSaved?: ((saved: GttSaved) => void) | undefined;
}) {
  const id = useId();
  const now = useMarketClock();
  const { data: profile } = useProfile();
  const quote = useQuote({ segment: instrument.segment, token: instrument.token }, "ltp");
  const ltp = quote !== undefined && quote.version > 0 ? quote.ltp : 0;
  const ruleSide = rule?.transactiontype ?? side;
  const [form, setForm] = useState<GttForm>(() =>
    gttFormFor(instrument, ruleSide, ltp, rule, gttStartOf(instrument, preset)),
  );
  const [tried, setTried] = useState(false);
  const [dialog, setDialog] = useState<GttDialog | undefined>();
  const [saved, setSaved] = useState<GttSaved | undefined>();
  const create = useCreateGtt();
  const modify = useModifyGtt();
  const expiry = instrument.expiry ?? null;

  // A new rule's levels start 5 % from the LTP once it is known (and again when the side changes).
  const [levelsFor, setLevelsFor] = useState<Side | undefined>(rule || ltp <= 0 ? undefined : side);
  useEffect(() => {
    if (rule !== undefined || ltp <= 0 || levelsFor === side) return;
    setLevelsFor(side);
    setForm((current) => withLevels(current, instrument, side, ltp));
  }, [rule, ltp, side, levelsFor, instrument]);

  const terms = gttTermsOf(form, instrument.segment);
  const problem: GttProblem | undefined =
    profile === undefined || ltp <= 0
      ? undefined
      : checkGttRule({
          rule: { ...terms, transactiontype: ruleSide, producttype: form.productType },
          instrument: { ...instrument, expiry },
          account: accountFactsOf(profile),
          ltp,
          today: istDateKey(istDay(now())),
        });
  const shown = tried ? problem : undefined;
  const invalid = (field: keyof GttForm) =>
    shown?.field !== undefined && gttRequestFields[shown.field] === field;

  const change = (patch: Partial<GttForm>) => {
    setSaved(undefined);
    setForm((current) => ({ ...current, ...patch }));
  };

  const busy = create.isPending || modify.isPending;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (busy || profile === undefined || ltp <= 0) return;
    if (problem !== undefined) {
      if (problem.title === sellGttNotAvailableTitle) {
        setDialog({ title: problem.title, message: problem.message, action: "CLOSE" });
      }
      return;
    }
    const action = rule === undefined ? "create" : "modify";
    try {
      let done: GttRule;
      if (rule === undefined) {
        done = await create.mutateAsync(gttCreateRequestOf(form, instrument, side));
      } else {
        const { gttType: _type, ...change } = terms;
        done = await modify.mutateAsync({ id: rule.id, ...change });
      }
      const result = {
        title: action === "create" ? gttCreatedTitle : gttUpdatedTitle,
        message: gttSummary(done),
        rule: done,
      };
      setTried(false);
      setSaved(result);
      onSaved?.(result);
    } catch (error) {
      const code = error instanceof TradeError ? error.code : undefined;
      const message = error instanceof Error ? error.message : String(error);
      setDialog(
        code === "GTT-SELL-POA"
          ? { title: sellGttNotAvailableTitle, message, action: "CLOSE" }
          : gttErrorDialog(action, code, message),
      );
    }
  };

  return {
    id,
    form,
    change,
    ltp,
    side: ruleSide,
    instrument,
    editing: rule !== undefined,
    problem: shown,
    invalid,
    busy,
    ready: profile !== undefined && ltp > 0,
    submit,
    saved,
    dialog,
    closeDialog: () => setDialog(undefined),
  };
}

export type GttFormController = ReturnType<typeof useGttForm>;
