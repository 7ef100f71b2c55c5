/**
 * `@trade/core/embed`: what a partner page needs to embed the broker's app in SSO mode (docs/sso.md), and nothing
 * else: no schema library, no client. The iframe, its launch URL, and a message channel that takes messages only
 * from the broker's origin and that iframe, and posts only to the broker's origin.
 */
import {
  acceptMessage,
  type EmbedEvent,
  isEmbedEvent,
  type PartnerCommand,
  partnerSource,
  type SsoLaunch,
  ssoLaunchUrl,
  type Unsourced,
} from "./rules/sso.js";

export * from "./rules/sso.js";

export interface EmbedOptions extends Omit<SsoLaunch, "parent"> {
  /** Where the iframe goes. */
  container: HTMLElement;
  /** The broker's site, e.g. `https://broker.example`; its origin is the only one whose messages are taken. */
  brokerUrl: string;
  /** The iframe's accessible name. Default "Trade". */
  title?: string;
  /** Every event the app sends (resize is also applied to the iframe's height). */
  onEvent?: (event: EmbedEvent) => void;
}

export interface Embedded {
  iframe: HTMLIFrameElement;
  /** Ask the app to open the order pad or show a screen. */
  send(command: Unsourced<PartnerCommand>): void;
  /** Remove the iframe and stop listening. */
  destroy(): void;
}

/**
 * Embed the broker's app in a partner page (browser only): the iframe, the launch URL, and the message channel,
 * which ignores anything not from the broker's origin and that iframe.
 *
 * @example
 * ```ts
 * const { code } = await (await fetch("/my-server/sso-code")).json(); // the partner's server calls issueCode
 * embedTradeKit({
 *   container: document.getElementById("trade")!,
 *   brokerUrl: "https://broker.example",
 *   page: "orderpad", code, segment: 1, token: 2885, side: "B",
 *   onEvent: (event) => { if (event.type === "order-placed") alert(`Order ${event.order.orderId} placed`); },
 * });
 * ```
 */
export function embedTradeKit(options: EmbedOptions): Embedded {
  const { container, brokerUrl, title = "Trade", onEvent, ...launch } = options;
  const brokerOrigin = new URL(brokerUrl).origin;
  const iframe = document.createElement("iframe");
  iframe.title = title;
  iframe.src = ssoLaunchUrl(brokerUrl, { ...launch, parent: window.location.origin });
  iframe.style.border = "0";
  iframe.style.width = "100%";
  const onMessage = (event: MessageEvent) => {
    const message = acceptMessage(isEmbedEvent, event, {
      window: iframe.contentWindow,
      origins: [brokerOrigin],
    });
    if (message === undefined) return;
    if (message.type === "resize") iframe.style.height = `${Math.ceil(message.height)}px`;
    onEvent?.(message);
  };
  window.addEventListener("message", onMessage);
  container.append(iframe);
  return {
    iframe,
    send(command) {
      iframe.contentWindow?.postMessage({ ...command, source: partnerSource }, brokerOrigin);
    },
    destroy() {
      window.removeEventListener("message", onMessage);
      iframe.remove();
    },
  };
}
