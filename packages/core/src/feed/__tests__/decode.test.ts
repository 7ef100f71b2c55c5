import { describe, expect, it } from "vitest";
import { decodeFrame, decodePackets } from "../decode.js";
import { encodePacket, sampleQuote } from "../encode.js";
import { packetSize, packetType } from "../layout.js";
import { Quote } from "../quote.js";

/** Hand-assembled bytes, independent of the encoder: a little-endian writer. */
class Bytes {
  readonly out: number[] = [];
  u8(v: number) {
    this.out.push(v & 0xff);
    return this;
  }
  u16(v: number) {
    return this.u8(v).u8(v >>> 8);
  }
  u32(v: number) {
    return this.u16(v & 0xffff).u16(v >>> 16);
  }
  i32(v: number) {
    return this.u32(v >>> 0);
  }
  f64(v: number) {
    const b = new Uint8Array(new Float64Array([v]).buffer);
    for (const byte of b) this.u8(byte);
    return this;
  }
  buffer(): ArrayBuffer {
    return new Uint8Array(this.out).buffer;
  }
}

const ltpBytes = (b: Bytes, segment: number, token: number, ltp: number, close: number, time: number) =>
  b.u8(1).u8(segment).u16(20).u32(token).i32(ltp).i32(close).u32(time);

const quoteTail = (b: Bytes) =>
  b
    .i32(280000) // open
    .i32(285050) // high
    .i32(279500) // low
    .i32(282230) // atp
    .u32(25) // last qty
    .f64(1234567) // volume
    .f64(40000) // total buy
    .f64(35000) // total sell
    .f64(0) // oi
    .f64(0); // oi change

describe("decoder, byte by byte", () => {
  it("reads an LTP packet (20 bytes)", () => {
    const bytes = ltpBytes(new Bytes(), 1, 2885, 284530, 281000, 1_764_000_000).buffer();
    expect(bytes.byteLength).toBe(packetSize[packetType.ltp]);
    const [quote] = decodePackets(bytes);
    expect(quote).toMatchObject({ segment: 1, token: 2885, ltp: 284530, close: 281000, time: 1_764_000_000 });
    expect(quote?.change).toBe(3530);
    expect(quote?.changePercent).toBeCloseTo(1.2562, 3);
  });

  it("reads negative prices and large tokens", () => {
    const bytes = ltpBytes(new Bytes(), 13, 99926000, -125, 10, 7).buffer();
    expect(decodePackets(bytes)[0]).toMatchObject({ segment: 13, token: 99926000, ltp: -125 });
  });

  it("reads a quote packet (80 bytes)", () => {
    const b = new Bytes().u8(2).u8(1).u16(80).u32(2885).i32(284530).i32(281000).u32(5);
    const bytes = quoteTail(b).buffer();
    expect(bytes.byteLength).toBe(packetSize[packetType.quote]);
    expect(decodePackets(bytes)[0]).toMatchObject({
      open: 280000,
      high: 285050,
      low: 279500,
      atp: 282230,
      lastQty: 25,
      volume: 1234567,
      totalBuyQty: 40000,
      totalSellQty: 35000,
      mode: 2,
    });
  });

  it("reads a full packet with OI and 5-level depth (216 bytes)", () => {
    const b = new Bytes().u8(3).u8(2).u16(216).u32(43650).i32(2_410_000).i32(2_400_000).u32(9);
    b.i32(1).i32(2).i32(3).i32(4).u32(75).f64(9_000_000).f64(1).f64(2).f64(12_500_000).f64(-250_000);
    b.i32(2_640_000).i32(2_160_000).i32(2_700_000).i32(1_900_000);
    for (let i = 0; i < 5; i++)
      b.i32(2_409_995 - i * 5)
        .u32(100 + i)
        .u16(1 + i)
        .u16(0);
    for (let i = 0; i < 5; i++)
      b.i32(2_410_005 + i * 5)
        .u32(200 + i)
        .u16(10 + i)
        .u16(0);
    const bytes = b.buffer();
    expect(bytes.byteLength).toBe(packetSize[packetType.full]);
    const [quote] = decodePackets(bytes);
    expect(quote).toMatchObject({
      segment: 2,
      token: 43650,
      oi: 12_500_000,
      oiChange: -250_000,
      upperCircuit: 2_640_000,
      lowerCircuit: 2_160_000,
      high52: 2_700_000,
      low52: 1_900_000,
      mode: 3,
    });
    expect(Array.from(quote?.bidPrice ?? [])).toEqual([
      2_409_995, 2_409_990, 2_409_985, 2_409_980, 2_409_975,
    ]);
    expect(Array.from(quote?.bidQty ?? [])).toEqual([100, 101, 102, 103, 104]);
    expect(Array.from(quote?.bidOrders ?? [])).toEqual([1, 2, 3, 4, 5]);
    expect(Array.from(quote?.askPrice ?? [])).toEqual([
      2_410_005, 2_410_010, 2_410_015, 2_410_020, 2_410_025,
    ]);
    expect(Array.from(quote?.askOrders ?? [])).toEqual([10, 11, 12, 13, 14]);
  });

  it("reads several packets in one frame, and skips unknown packet types by their length", () => {
    const b = new Bytes();
    ltpBytes(b, 1, 1, 100, 90, 1);
    b.u8(9).u8(1).u16(12).u32(77).u32(0xdeadbeef); // an unknown type of 12 bytes
    ltpBytes(b, 3, 2, 200, 190, 1);
    b.u8(0).u8(0).u16(8).u32(1_764_000_123); // heartbeat
    const records = new Map([
      [1, new Quote(1, 1)],
      [2, new Quote(3, 2)],
    ]);
    const summary = { unmatched: 0, unknown: 0, serverTime: 0, malformed: false };
    const changed = { quotes: [] as Quote[], count: 0 };
    decodeFrame(new DataView(b.buffer()), { get: (_segment, token) => records.get(token) }, changed, summary);
    expect(records.get(1)?.ltp).toBe(100);
    expect(records.get(2)?.ltp).toBe(200);
    expect(changed.quotes.slice(0, changed.count)).toEqual([records.get(1), records.get(2)]);
    expect(summary).toEqual({
      unmatched: 0,
      unknown: 1,
      serverTime: 1_764_000_123,
      malformed: false,
    });
  });

  it("ignores instruments nobody listens to, and stops at a truncated packet", () => {
    const b = new Bytes();
    ltpBytes(b, 1, 5, 100, 90, 1);
    ltpBytes(b, 1, 6, 100, 90, 1);
    const full = new Uint8Array(b.buffer());
    const truncated = full.slice(0, full.length - 3);
    const only6 = new Quote(1, 6);
    const summary = { unmatched: 0, unknown: 0, serverTime: 0, malformed: false };
    decodeFrame(
      new DataView(truncated.buffer),
      { get: (_s, token) => (token === 6 ? only6 : undefined) },
      undefined,
      summary,
    );
    expect(summary).toMatchObject({ unmatched: 1, malformed: true });
    expect(only6.ltp).toBe(0);
  });

  it("reads a frame that does not start on a 4-byte boundary", () => {
    const frame = new Uint8Array(ltpBytes(new Bytes(), 1, 2885, 284530, 281000, 7).buffer());
    const shifted = new Uint8Array(frame.length + 1);
    shifted.set(frame, 1);
    const quote = new Quote(1, 2885);
    decodeFrame(new DataView(shifted.buffer, 1, frame.length), { get: () => quote });
    expect(quote).toMatchObject({ ltp: 284530, close: 281000, time: 7 });
  });

  it("round-trips through the sandbox's encoder", () => {
    const source = new Quote(1, 1594);
    Object.assign(source, {
      ltp: 150_025,
      close: 149_000,
      time: 10,
      open: 1,
      high: 2,
      low: 3,
      atp: 4,
      volume: 5,
    });
    source.bidPrice.set([150_020, 150_015, 150_010, 150_005, 150_000]);
    source.askQty.set([9, 8, 7, 6, 5]);
    const view = new DataView(new ArrayBuffer(packetSize[packetType.full] + packetSize[packetType.ltp]));
    const next = encodePacket(view, 0, packetType.full, source);
    encodePacket(view, next, packetType.ltp, { ...source, ltp: 150_030 });
    const [full, ltp] = decodePackets(view.buffer);
    expect(full).toMatchObject({ ltp: 150_025, open: 1, high: 2, low: 3, atp: 4, volume: 5 });
    expect(Array.from(full?.bidPrice ?? [])).toEqual([150_020, 150_015, 150_010, 150_005, 150_000]);
    expect(Array.from(full?.askQty ?? [])).toEqual([9, 8, 7, 6, 5]);
    expect(ltp?.ltp).toBe(150_030);
  });
});

describe("docs/protocol/quote-feed.md", () => {
  it("its worked example decodes as the page says", () => {
    const hex =
      "01 01 14 00 45 0B 00 00 72 57 04 00 A8 49 04 00 00 81 24 69 " +
      "01 03 14 00 65 A2 07 00 B8 57 04 00 0C 4A 04 00 00 81 24 69";
    const bytes = new Uint8Array(hex.split(" ").map((byte) => Number.parseInt(byte, 16)));
    const [nse, bse] = decodePackets(bytes);
    expect(nse).toMatchObject({ segment: 1, token: 2885, ltp: 284530, close: 281000, time: 1764000000 });
    expect(bse).toMatchObject({ segment: 3, token: 500325, ltp: 284600, close: 281100, time: 1764000000 });
  });

  it("a sample quote decodes to a plausible book: bids below the LTP and falling, asks above it and rising", () => {
    const view = new DataView(new ArrayBuffer(packetSize[packetType.full]));
    encodePacket(view, 0, packetType.full, sampleQuote(1, 2885, 150_000));
    const [quote] = decodePackets(view);
    expect(quote).toMatchObject({ segment: 1, token: 2885, ltp: 150_000, mode: packetType.full });
    expect(Array.from(quote?.bidPrice ?? [])).toEqual([149_995, 149_990, 149_985, 149_980, 149_975]);
    expect(Array.from(quote?.askPrice ?? [])).toEqual([150_005, 150_010, 150_015, 150_020, 150_025]);
    expect(quote?.low).toBeLessThan(150_000);
    expect(quote?.high).toBeGreaterThan(150_000);
  });
});
