import { useQuery } from "@tanstack/react-query";
import {
  accountBlockedMessage,
  type InsufficientFundsAction,
  orderPadGate,
  riskDisclosureKey,
  type Side,
} from "@trade/core/orders";
import { useProfile, useTradeClient } from "@trade/react";
import { OrderPad, type PadInstrument, type PadPreset } from "@trade/react/trading";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useToast } from "../ui/toasts.js";
import { Loading } from "./Loading.js";
import { padExtraTabs } from "./padExtraTabs.js";
import { RiskDisclosure } from "./RiskDisclosure.js";
import { SegmentActivation } from "./SegmentActivation.js";
import "./gates.css";

/** Where the insufficient-funds sheet's actions go (spec 2 §8). */
const fundsActionPaths: Record<InsufficientFundsAction, string> = {
  "ORDER HISTORY": "/orders/history",
  "ADD FUNDS": "/account/add-funds",
  "CREATE BLOCK": "/account/create-block",
};

/** Says why the pad did not open (an account whose status blocks placing orders), then leaves. */
function Blocked({ issues, onClose }: { issues: readonly string[]; onClose: () => void }) {
  const toast = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast({
      kind: "error",
      title: accountBlockedMessage,
      ...(issues.length > 0 ? { message: issues.join(" ") } : {}),
    });
    onClose();
  }, [toast, issues, onClose]);
  return null;
}

export interface GatedOrderPadProps {
  instrument: PadInstrument;
  side: Side;
  onClose: () => void;
  /** `quick`: the quick order pad (the chart screen's). */
  variant?: "full" | "quick";
  /** What the pad opens with when a screen chose it (a position's Exit, Buy more, Set SL/Target). */
  preset?: PadPreset;
  /** The extra tab the pad opens on (`gtt` for Set SL/Target with GTT and the gttOrderpad link, `sip`). */
  openTab?: string;
}

/**
 * The one way the app opens the order pad (search, watchlist, deep links), through core's `orderPadGate`: an account
 * whose blocked operations include one of the runtime configuration's web account status does not get the pad (spec 1
 * §6; a toast says so with the account's issues); a scrip of a segment the client has not activated opens the
 * segment-not-activated modal instead; the first F&O trade shows the risk disclosure first, whose acknowledgement is
 * kept on the device per client (docs/decisions.md); then the pad. It loads on demand with the pad (OrderPadPanel).
 */
export function GatedOrderPad({
  instrument,
  side,
  onClose,
  variant = "full",
  preset,
  openTab,
}: GatedOrderPadProps) {
  const client = useTradeClient();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  // The configuration in force; the built-in one (which blocks on ALL and PLACE_ORDER) until the server's is read.
  const { data: config = client.config.current } = useQuery({
    queryKey: ["trade", "runtimeConfig"],
    queryFn: () => client.config.load(),
    staleTime: client.config.current.refreshMinutes * 60_000,
  });
  const key = profile === undefined ? undefined : riskDisclosureKey(profile.ClientCode);
  const [acknowledged, setAcknowledged] = useState<string | undefined>();
  if (profile === undefined || key === undefined) return <Loading />;
  const gate = orderPadGate({
    segment: instrument.segment,
    activatedSegments: profile.segments,
    blockedOperations: profile.accountStatus.blockedOperations,
    webAccountStatus: config.webAccountStatus,
    riskAcknowledged: acknowledged === key || client.storage.getItem(key) !== null,
  });
  if (gate === "blocked") return <Blocked issues={profile.accountStatus.issues} onClose={onClose} />;
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
    <OrderPad
      instrument={instrument}
      side={side}
      onClose={onClose}
      variant={variant}
      extraTabs={padExtraTabs}
      onFundsAction={(action) => {
        onClose();
        navigate(fundsActionPaths[action]);
      }}
      {...(preset ? { preset } : {})}
      {...(openTab ? { openTab } : {})}
    />
  );
}
