import { type PacketType, packetType, protocolVersion, type subscriptionFlag } from "./layout.js";

export interface Instrument {
  segment: number;
  token: number;
}

export interface SubscriptionMessage {
  version: number;
  packetId: PacketType;
  bucketId: number;
  instruments: Instrument[];
  flag: (typeof subscriptionFlag)[keyof typeof subscriptionFlag];
}

/** The JSON envelope the client sends: `{type: "SEND_MESSAGE", text}` or `{type: "SOCKET_CLOSE"}`. */
export type FeedEnvelope = { type: "SEND_MESSAGE"; text: string } | { type: "SOCKET_CLOSE" };

/** Build the pipe-delimited subscription text. */
export function subscriptionText(message: Omit<SubscriptionMessage, "version">): string {
  const parts: (string | number)[] = [protocolVersion, message.packetId, message.bucketId];
  for (const { segment, token } of message.instruments) parts.push(segment, token);
  parts.push(message.flag);
  return parts.join("|");
}

const isUint = (value: string, max: number) => /^\d{1,10}$/.test(value) && Number(value) <= max;

/** Parse a subscription text; a bad one answers the reason, in words a log reader understands. */
export function parseSubscriptionText(
  text: string,
): { ok: true; message: SubscriptionMessage } | { ok: false; reason: string } {
  if (typeof text !== "string" || text.length === 0) return { ok: false, reason: "empty subscription text" };
  const fields = text.split("|");
  if (fields.length < 6) return { ok: false, reason: `expected at least 6 fields, got ${fields.length}` };
  const [version, packetId, bucketId] = fields as [string, string, string];
  const flag = fields[fields.length - 1] as string;
  if (version !== String(protocolVersion))
    return { ok: false, reason: `unsupported protocol version '${version}'` };
  if (!["1", "2", "3"].includes(packetId)) return { ok: false, reason: `unknown packet id '${packetId}'` };
  if (!isUint(bucketId, 0xffff)) return { ok: false, reason: `bad bucket id '${bucketId}'` };
  if (flag !== "1" && flag !== "2")
    return { ok: false, reason: `flag must be 1 (subscribe) or 2 (unsubscribe), got '${flag}'` };
  const pairs = fields.slice(3, -1);
  if (pairs.length % 2 !== 0) return { ok: false, reason: "segment and token fields must come in pairs" };
  const instruments: Instrument[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const segment = pairs[i] as string;
    const token = pairs[i + 1] as string;
    if (!isUint(segment, 255)) return { ok: false, reason: `bad market segment '${segment}'` };
    if (!isUint(token, 0xffffffff)) return { ok: false, reason: `bad token '${token}'` };
    instruments.push({ segment: Number(segment), token: Number(token) });
  }
  return {
    ok: true,
    message: {
      version: protocolVersion,
      packetId: Number(packetId) as PacketType,
      bucketId: Number(bucketId),
      instruments,
      flag: Number(flag) as 1 | 2,
    },
  };
}

export { packetType };
