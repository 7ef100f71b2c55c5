/** A WebSocket stand-in the test drives by hand. */
export class FakeSocket extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static instances: FakeSocket[] = [];
  binaryType = "blob";
  readyState = 0;
  sent: unknown[] = [];
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.instances.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.dispatchEvent(new Event("open"));
    });
  }
  send(data: unknown) {
    this.sent.push(data);
  }
  close(code = 1000, reason = "") {
    this.readyState = 3;
    const event = new Event("close") as Event & { code: number; reason: string; wasClean: boolean };
    Object.assign(event, { code, reason, wasClean: true });
    this.dispatchEvent(event);
  }
  push(data: unknown) {
    const event = new MessageEvent("message", { data });
    this.dispatchEvent(event);
  }
  /** The server drops the connection. */
  drop() {
    this.close(1006, "dropped");
  }
  /** Subscription texts sent so far. */
  texts(): string[] {
    return this.sent
      .filter((data): data is string => typeof data === "string" && data.startsWith("{"))
      .map((data) => JSON.parse(data) as { type: string; text?: string })
      .filter((message) => message.type === "SEND_MESSAGE")
      .map((message) => message.text as string);
  }
}
