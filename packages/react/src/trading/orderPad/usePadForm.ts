import { fromMinor, localKeys, type OrderPreferences, pricePrecision, type TradeClient } from "@trade/core";
import { type Order, orderDefaults, type Side, segmentNameOf } from "@trade/core/orders";
import { useEffect, useRef, useState } from "react";
import * as state from "../orderPadState.js";

/**
 * The pad's form: a fresh one for the side (or the order being modified, or the preset a screen chose), then, until
 * the user picks a product or an order type, the segment's defaults from the order preference or what was last used
 * there (Retain) for what the preset leaves open. When the pad opens at Limit, the price starts at the LTP (`ltp`,
 * minor units, 0 until known) as soon as it is known, once: a price the user typed or cleared stays.
 */
export function usePadForm(
  client: TradeClient,
  instrument: state.PadInstrument,
  side: Side,
  modify: Order | undefined,
  preferences: OrderPreferences | undefined,
  preset: state.PadPreset = {},
  ltp = 0,
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

  const prefilled = useRef(modify !== undefined);
  const { orderType, price } = form;
  useEffect(() => {
    // Only a Limit the pad opened with (preset, preference or Retain), not one the user picked since.
    if (prefilled.current || touched.current || ltp <= 0 || orderType !== "LIMIT" || price !== "") return;
    prefilled.current = true;
    const text = fromMinor(ltp, instrument.segment).toFixed(pricePrecision(instrument.segment));
    setForm((current) => (current.price === "" ? { ...current, price: text } : current));
  }, [ltp, orderType, price, instrument.segment]);

  const change = (patch: Partial<state.OrderForm>) => {
    if (patch.productType !== undefined || patch.orderType !== undefined) touched.current = true;
    if (patch.price !== undefined) prefilled.current = true;
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
