import {
  acceptMessage,
  type EmbedEvent,
  embedSource,
  isPartnerCommand,
  type PartnerCommand,
  type Unsourced,
} from "@trade/core/embed";

/**
 * The embedded app's side of the postMessage channel with the partner page (docs/sso.md). It posts only to the
 * partner's origin the broker confirmed, and takes commands only from the window that framed it and only from one
 * of the partner's registered origins; anything else is ignored.
 */
export class EmbedChannel {
  readonly #target: Window | null;
  readonly #origin: string;
  readonly #origins: readonly string[];

  constructor(parentOrigin: string, partnerOrigins: readonly string[]) {
    this.#target = window.parent !== window ? window.parent : window.opener;
    this.#origin = parentOrigin;
    this.#origins = partnerOrigins;
  }

  post(event: Unsourced<EmbedEvent>): void {
    this.#target?.postMessage({ ...event, source: embedSource }, this.#origin);
  }

  /** Call `onCommand` with each command the partner page sends; returns the unsubscribe. */
  listen(onCommand: (command: PartnerCommand) => void): () => void {
    const onMessage = (event: MessageEvent) => {
      const command = acceptMessage(isPartnerCommand, event, {
        window: this.#target,
        origins: this.#origins,
      });
      if (command === undefined) {
        if (event.source === this.#target) console.warn("SSO: a message the app does not take was ignored");
        return;
      }
      onCommand(command);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }

  /** Tell the partner page the app's height whenever it changes, so the iframe can fit it. */
  reportSize(element: HTMLElement): () => void {
    let last = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.scrollHeight);
      if (height === last) return;
      last = height;
      this.post({ type: "resize", height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }
}
