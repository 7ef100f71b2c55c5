import { orderPadGate, riskDisclosureKey, type Side } from "@trade/core/orders";
import { useProfile, useTradeClient } from "@trade/react";
import type { PadInstrument } from "@trade/react/trading";
import { lazy, Suspense, useState } from "react";
import { RiskDisclosure } from "./RiskDisclosure.js";
import { SegmentActivation } from "./SegmentActivation.js";
import "./gates.css";

/** The order pad loads on demand: most visits never open it. */
const OrderPad = lazy(() => import("@trade/react/trading").then((m) => ({ default: m.OrderPad })));

/**
 * The one way the app opens the order pad (search, watchlist): a scrip of a segment the client has not activated
 * opens the segment-not-activated modal instead (spec 1 §6); the first F&O trade shows the risk disclosure first,
 * whose acknowledgement is kept on the device per client (docs/decisions.md); then the pad.
 */
export function GatedOrderPad({
  instrument,
  side,
  onClose,
}: {
  instrument: PadInstrument;
  side: Side;
  onClose: () => void;
}) {
  const client = useTradeClient();
  const { data: profile } = useProfile();
  const key = profile === undefined ? undefined : riskDisclosureKey(profile.ClientCode);
  const [acknowledged, setAcknowledged] = useState<string | undefined>();
  if (profile === undefined || key === undefined) return <div className="skeleton" aria-label="Loading" />;
  const riskAcknowledged = acknowledged === key || client.storage.getItem(key) !== null;
  const gate = orderPadGate(instrument.segment, profile.segments, riskAcknowledged);
  if (gate === "activate") return <SegmentActivation segment={instrument.segment} onCancel={onClose} />;
  if (gate === "risk") {
    return (
      <RiskDisclosure
        onCancel={onClose}
        onAcknowledge={() => {
          client.storage.setItem(key, new Date().toISOString());
          setAcknowledged(key);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<div className="skeleton" aria-label="Loading" />}>
      <OrderPad instrument={instrument} side={side} onClose={onClose} />
    </Suspense>
  );
}
