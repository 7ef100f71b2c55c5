/**
 * Quote feed decode throughput: packets per second for LTP and full packets through QuoteFeed.ingest (finding each
 * token's record and marking it changed included), bytes allocated per packet, and kiteconnect's ticker parser on
 * the same number of packets in its own wire format, side by side.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { PerformanceObserver } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { QuoteFeed } from "@trade/core/feed";
import { encodePacket, packetSize, packetType, type QuoteFields, sampleQuote } from "@trade/core/protocol";

const instruments = 1000;
const packetsPerFrame = 1000;

type Instrument = { segment: number; token: number };

/** Tokens 1..n on one segment: the simplest case, and the one the issue's targets were first measured on. */
const sequential: Instrument[] = Array.from({ length: instruments }, (_, i) => ({
  segment: 1,
  token: i + 1,
}));

/**
 * A terminal's mix: NSE and BSE equities, F&O contracts and commodities with tokens spread over their real ranges,
 * in a fixed pseudo-random order (harder on any hash table than tokens 1..n).
 */
const mix: Instrument[] = (() => {
  let seed = 0x5eed;
  const next = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed / 4_294_967_296;
  };
  const ranges = [
    { segment: 1, from: 1, to: 30_000, count: 350 },
    { segment: 3, from: 500_000, to: 545_000, count: 100 },
    { segment: 2, from: 35_000, to: 160_000, count: 450 },
    { segment: 5, from: 200_000, to: 470_000, count: 100 },
  ];
  const list: Instrument[] = [];
  for (const { segment, from, to, count } of ranges) {
    const tokens = new Set<number>();
    while (tokens.size < count) tokens.add(from + Math.floor(next() * (to - from)));
    for (const token of tokens) list.push({ segment, token });
  }
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j] as Instrument, list[i] as Instrument];
  }
  return list;
})();

/** An instrument's full packet with depth, prices from its token. */
export function fullFields(segment: number, token: number): QuoteFields {
  return sampleQuote(segment, token, 100_000 + (token % 100_000));
}

/** A frame as the socket hands it over: an ArrayBuffer (the feed sets binaryType "arraybuffer"). */
function ourFrame(type: 1 | 3, universe: Instrument[]): ArrayBuffer {
  const size = packetSize[type];
  const view = new DataView(new ArrayBuffer(size * packetsPerFrame));
  for (let i = 0; i < packetsPerFrame; i++) {
    const { segment, token } = universe[i % instruments] as Instrument;
    encodePacket(view, i * size, type, fullFields(segment, token));
  }
  return view.buffer;
}

/** kiteconnect's format: u16 count, then (u16 length, packet) pairs, big-endian; LTP 8 bytes, full 184. */
function kiteFrame(full: boolean): ArrayBuffer {
  const size = full ? 184 : 8;
  const view = new DataView(new ArrayBuffer(2 + packetsPerFrame * (2 + size)));
  view.setUint16(0, packetsPerFrame);
  let o = 2;
  for (let i = 0; i < packetsPerFrame; i++) {
    view.setUint16(o, size);
    const token = ((1 + (i % instruments)) << 8) | 1;
    view.setUint32(o + 2, token);
    view.setUint32(o + 6, 100_000 + i);
    if (full) for (let b = 8; b < size; b += 4) view.setUint32(o + 2 + b, 1000 + b);
    o += 2 + size;
  }
  return view.buffer;
}

function measure(label: string, packets: number, run: () => void): number {
  // Warm up until the optimiser has settled, then take the best of ten rounds (steady-state throughput).
  for (let i = 0; i < 3; i++) run();
  const rounds = 10;
  let best = 0;
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    run();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    best = Math.max(best, packets / seconds);
  }
  console.log(`  ${label.padEnd(44)} ${(best / 1e6).toFixed(2).padStart(8)} million packets/s`);
  return best;
}

function allocatedPerPacket(packets: number, run: () => void): string {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) return "n/a (run with --expose-gc)";
  let collections = 0;
  const observer = new PerformanceObserver((list) => {
    collections += list.getEntries().length;
  });
  observer.observe({ entryTypes: ["gc"] });
  gc();
  const before = process.memoryUsage().heapUsed;
  run();
  const after = process.memoryUsage().heapUsed;
  observer.disconnect();
  const perPacket = Math.max(0, after - before) / packets;
  return `${perPacket.toFixed(2)} bytes/packet${collections > 0 ? ` (${collections} GC during the run)` : ""}`;
}

type Case =
  | "ltp-seq"
  | "full-seq"
  | "ltp-mix"
  | "full-mix"
  | "ltp-mix-notify"
  | "full-mix-notify"
  | "kite-ltp"
  | "kite-full"
  | "alloc-ltp"
  | "alloc-full"
  | "alloc-kite";

const frames = 2000;

function feedFor(universe: Instrument[]) {
  const feed = new QuoteFeed({ url: () => "ws://unused", notify: "manual" });
  for (const instrument of universe) feed.subscribe(instrument, "full", () => {});
  return { feed, ltp: ourFrame(packetType.ltp, universe), full: ourFrame(packetType.full, universe) };
}
// Decode alone: find each token's record, write it, mark it changed; listeners hear once per 16 frames (a
// browser flushes once per animation frame, however many frames arrived in it).
const ingest = (feed: QuoteFeed, frame: ArrayBuffer, count: number) => () => {
  for (let i = 0; i < count; i++) {
    feed.ingest(frame);
    if ((i & 15) === 15) feed.flush();
  }
  feed.flush();
};
// Decode and notify one listener per instrument after every frame.
const ingestAndNotify = (feed: QuoteFeed, frame: ArrayBuffer, count: number) => () => {
  for (let i = 0; i < count; i++) {
    feed.ingest(frame);
    feed.flush();
  }
};
function kiteParser() {
  const require = createRequire(import.meta.url);
  const { KiteTicker } = require("kiteconnect") as {
    KiteTicker: new (params: {
      api_key: string;
      access_token: string;
    }) => { parseBinary(b: ArrayBuffer): unknown[] };
  };
  const ticker = new KiteTicker({ api_key: "bench", access_token: "bench" });
  return (frame: ArrayBuffer, count: number) => () => {
    for (let i = 0; i < count; i++) ticker.parseBinary(frame);
  };
}

/** A case of ours: frames of LTP (2,000) or full packets (400) for `universe`, through `drive`. */
function ours(label: string, universe: Instrument[], type: "ltp" | "full", drive: typeof ingest): number {
  const built = feedFor(universe);
  const count = type === "ltp" ? frames : 400;
  return measure(label, count * packetsPerFrame, drive(built.feed, built[type], count));
}

/** The cases of ours: label, instruments, packet type, and whether listeners hear after every frame. */
const oursCases: Partial<Record<Case, Parameters<typeof ours>>> = {
  "ltp-seq": ["trade kit, LTP, tokens 1..1000", sequential, "ltp", ingest],
  "full-seq": ["trade kit, full with depth, tokens 1..1000", sequential, "full", ingest],
  "ltp-mix": ["trade kit, LTP, a terminal's mix", mix, "ltp", ingest],
  "full-mix": ["trade kit, full, a terminal's mix", mix, "full", ingest],
  "ltp-mix-notify": ["trade kit, LTP, mix, notifying every frame", mix, "ltp", ingestAndNotify],
  "full-mix-notify": ["trade kit, full, mix, notifying every frame", mix, "full", ingestAndNotify],
};

/** Run one case in this process and print its line; the number is packets per second (or bytes per packet). */
export function runFeedCase(name: Case): number | string {
  const own = oursCases[name];
  if (own !== undefined) return ours(...own);
  switch (name) {
    case "kite-ltp":
      return measure(
        "kiteconnect 5.3.0 parseBinary, LTP",
        100 * packetsPerFrame,
        kiteParser()(kiteFrame(false), 100),
      );
    case "kite-full":
      return measure(
        "kiteconnect 5.3.0 parseBinary, full",
        20 * packetsPerFrame,
        kiteParser()(kiteFrame(true), 20),
      );
    case "alloc-ltp": {
      const { feed, ltp } = feedFor(mix);
      const text = allocatedPerPacket(200 * packetsPerFrame, ingest(feed, ltp, 200));
      console.log(`  allocated, LTP:  ${text}`);
      return text;
    }
    case "alloc-full": {
      const { feed, full } = feedFor(mix);
      const text = allocatedPerPacket(200 * packetsPerFrame, ingest(feed, full, 200));
      console.log(`  allocated, full: ${text}`);
      return text;
    }
    case "alloc-kite": {
      const text = allocatedPerPacket(20 * packetsPerFrame, kiteParser()(kiteFrame(false), 20));
      console.log(`  allocated, kiteconnect LTP: ${text}`);
      return text;
    }
  }
  throw new Error(`no feed case ${name}`);
}

/**
 * Each case runs in a process of its own: a case measured after another in the same process inherits the JIT's
 * feedback and the heap of the one before, and measured up to 20 % slower for it (whichever came second).
 */
function isolated(name: Case): number {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), name], {
    encoding: "utf8",
  });
  const lines = child.stdout.trim().split("\n");
  const result = lines.pop() ?? "";
  for (const line of lines) console.log(line);
  if (child.status !== 0 || !result.startsWith("result ")) {
    console.log(
      `  ${name}: the case failed (${child.status}): ${child.stderr.trim().split("\n").at(-1) ?? ""}`,
    );
    return Number.NaN;
  }
  return Number(result.slice("result ".length));
}

export function benchFeedDecode(): void {
  console.log(
    `quote feed decode (${packetsPerFrame} packets per frame, ${instruments} subscribed instruments, each case in a fresh process)`,
  );
  const ourLtp = isolated("ltp-seq");
  const ourFull = isolated("full-seq");
  for (const name of ["ltp-mix", "full-mix", "ltp-mix-notify", "full-mix-notify"] as const) isolated(name);
  const theirLtp = isolated("kite-ltp");
  const theirFull = isolated("kite-full");
  console.log(`  ratio LTP:  trade kit is ${(ourLtp / theirLtp).toFixed(1)}x kiteconnect`);
  console.log(`  ratio full: trade kit is ${(ourFull / theirFull).toFixed(1)}x kiteconnect`);
  for (const name of ["alloc-ltp", "alloc-full", "alloc-kite"] as const) isolated(name);
  console.log(
    "  targets: LTP at least 40 million/s, full at least 6 million/s on one core (LTP and full packets are 20 and 216 bytes)",
  );
}

// Run as a child: one case, then its figure on the last line.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] !== undefined) {
  const figure = runFeedCase(process.argv[2] as Case);
  console.log(`result ${typeof figure === "number" ? figure : 0}`);
}
