import { localKeys, type OrderPreferences, type TradeClient } from "@trade/core";
import { type Order, orderDefaults, type Side, segmentNameOf } from "@trade/core/orders";
import { useEffect, useRef, useState } from "react";
import * as state from "../orderPadState.js";

/**
 * The pad's form: a fresh one for the side (or the order being modified, or the preset a screen chose), then, until
 * the user picks a product or an order type, the segment's defaults from the order preference or what was last used
 * there (Retain) for what the preset leaves open.
 */
export function usePadForm(
  client: TradeClient,
  instrument: state.PadInstrument,
  side: Side,
  modify: Order | undefined,
  preferences: OrderPreferences | undefined,
  preset: state.PadPreset = {},
) {
  const [form, setForm] = useState<state.OrderForm>(() =>
    modify === undefined
      ? state.formFor(preset.tab ?? "regular", instrument, { ...preset, side })
      : state.formOfOrder(modify, instrument),
  );
  const segmentName = segmentNameOf(instrument.segment) ?? String(instrument.segment);
  const defaulted = useRef(modify !== undefined);
  const touched = useRef(false);
  useEffect(() => {
    if (defaulted.current || touched.current || preferences === undefined) return;
    defaulted.current = true;
    const chosen = orderDefaults(
      instrument.segment,
      preferences,
      {
        productType: client.storage.getItem(localKeys.segmentProductType(segmentName)),
        orderType: client.storage.getItem(localKeys.segmentOrderType(segmentName)),
      },
      { products: state.productsFor("regular", instrument), orderTypes: state.orderTypesFor("regular") },
    );
    const kept = {
      ...(preset.productType === undefined ? {} : { productType: preset.productType }),
      ...(preset.orderType === undefined ? {} : { orderType: preset.orderType }),
    };
    setForm((current) => (current.tab === "regular" ? { ...current, ...chosen, ...kept } : current));
  }, [preferences, client, instrument, segmentName, preset.productType, preset.orderType]);

  const change = (patch: Partial<state.OrderForm>) => {
    if (patch.productType !== undefined || patch.orderType !== undefined) touched.current = true;
    setForm((current) => ({ ...current, ...patch }));
  };
  const switchTab = (tab: state.OrderPadTab) => setForm((current) => state.formFor(tab, instrument, current));
  /** Retain: the next pad of this segment starts with this form's product and order type. */
  const retain = () => {
    client.storage.setItem(localKeys.segmentProductType(segmentName), form.productType);
    client.storage.setItem(localKeys.segmentOrderType(segmentName), form.orderType);
  };
  return { form, change, switchTab, retain };
}
