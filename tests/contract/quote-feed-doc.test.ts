/**
 * A client written from docs/protocol/quote-feed.md alone: a plain `ws` socket and its own decoding, no code from
 * @trade/core. If this passes, the page is complete enough to write a client in another language.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { startQuoteHarness } from "../support/quoteHarness.js";

type Harness = Awaited<ReturnType<typeof startQuoteHarness>>;
let harness: Harness;

beforeAll(async () => {
  harness = await startQuoteHarness({ instruments: 100 });
});
afterAll(async () => {
  await harness.close();
});

interface Packet {
  type: number;
  segment: number;
  length: number;
  token: number;
  ltp?: number;
  close?: number;
  time?: number;
  open?: number;
  volume?: number;
  bids?: { price: number; quantity: number; orders: number }[];
  asks?: { price: number; quantity: number; orders: number }[];
}

/** Straight from the page: header, then the fields of each packet type at their offsets, little-endian. */
function readFrame(frame: Buffer): Packet[] {
  const packets: Packet[] = [];
  let offset = 0;
  while (offset + 8 <= frame.length) {
    const type = frame.readUInt8(offset);
    const segment = frame.readUInt8(offset + 1);
    const length = frame.readUInt16LE(offset + 2);
    const token = frame.readUInt32LE(offset + 4);
    if (length < 8 || offset + length > frame.length) break;
    const packet: Packet = { type, segment, length, token };
    if (type >= 1 && type <= 3) {
      packet.ltp = frame.readInt32LE(offset + 8);
      packet.close = frame.readInt32LE(offset + 12);
      packet.time = frame.readUInt32LE(offset + 16);
    }
    if (type >= 2 && type <= 3) {
      packet.open = frame.readInt32LE(offset + 20);
      packet.volume = frame.readDoubleLE(offset + 40);
    }
    if (type === 3) {
      const level = (at: number) => ({
        price: frame.readInt32LE(at),
        quantity: frame.readUInt32LE(at + 4),
        orders: frame.readUInt16LE(at + 8),
      });
      packet.bids = [0, 1, 2, 3, 4].map((i) => level(offset + 96 + i * 12));
      packet.asks = [0, 1, 2, 3, 4].map((i) => level(offset + 156 + i * 12));
    }
    packets.push(packet);
    offset += length;
  }
  return packets;
}

describe("a client written from the protocol page alone", () => {
  it("subscribes with the JSON envelope and reads correct prices from LTP and full packets", async () => {
    const socket = new WebSocket(harness.url);
    await new Promise((resolve) => socket.once("open", resolve));
    const packets: Packet[] = [];
    socket.on("message", (data, isBinary) => {
      if (isBinary) packets.push(...readFrame(data as Buffer));
    });
    socket.send(JSON.stringify({ type: "SEND_MESSAGE", text: "1|1|0|1|11|1|12|1" }));
    socket.send(JSON.stringify({ type: "SEND_MESSAGE", text: "1|3|0|1|13|1" }));
    // Until both kinds of packet have come for every token subscribed.
    await vi.waitFor(
      () =>
        expect(
          [
            [1, 11],
            [1, 12],
            [3, 13],
          ].every(([type, token]) => packets.some((p) => p.type === type && p.token === token)),
        ).toBe(true),
      { timeout: 5000 },
    );
    socket.send(JSON.stringify({ type: "SEND_MESSAGE", text: "1|1|0|1|11|2" }));
    socket.send(JSON.stringify({ type: "SOCKET_CLOSE" }));
    await new Promise((resolve) => socket.once("close", resolve));

    const ltp = packets.filter((p) => p.type === 1);
    const full = packets.filter((p) => p.type === 3);
    expect(ltp.some((p) => p.token === 11)).toBe(true);
    expect(ltp.some((p) => p.token === 12)).toBe(true);
    expect(full.every((p) => p.token === 13 && p.length === 216)).toBe(true);
    expect(full.length).toBeGreaterThan(0);
    for (const packet of [...ltp, ...full]) {
      expect(packet.segment).toBe(1);
      const step = (packet.time as number) - 1_764_000_000;
      expect(packet.ltp).toBe(harness.expectedLtp(packet.token, step));
      // Prices are minor units of segment 1: divide by 100 for rupees.
      expect(((packet.ltp as number) / 100).toFixed(2)).toBe(
        ((100_000 + packet.token * 10 + step) / 100).toFixed(2),
      );
    }
    for (const packet of full) {
      expect(packet.bids?.[0]?.price).toBe((packet.ltp as number) - 5);
      expect(packet.asks?.[4]).toEqual({ price: (packet.ltp as number) + 25, quantity: 51, orders: 3 });
    }
  });
});
