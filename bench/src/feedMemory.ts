/**
 * Node memory under a long quote stream (issue 13): a local feed server on 127.0.0.1 sends full packets for 3,000
 * instruments, five frames a second with moving prices, to a `QuoteFeed` with a listener on every instrument, for
 * `BENCH_FEED_MEMORY_SECONDS` (600). The heap is read after `global.gc()` at intervals; the figure is its growth from
 * the end of the warm-up (the first fifth, at most a minute) to the end (goal: at most 5 %), with the feed's listener
 * count at the start and the end (no leak).
 */
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { QuoteFeed } from "@trade/core/feed";
import { encodePacket, packetSize, packetType } from "@trade/core/protocol";
import { WebSocket, WebSocketServer } from "ws";
import { fullFields } from "./feedDecode.js";

const instruments = 3000;
const framesPerSecond = 5;
/** Frames cycled through, each with other prices, so listeners see changes and the server allocates nothing new. */
const distinctFrames = 16;
const goalPercent = 5;

/** The whole universe's full packets in one frame, prices moved by `step` ticks. */
function frame(step: number): Buffer {
  const size = packetSize[packetType.full];
  const buffer = Buffer.alloc(size * instruments);
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  for (let i = 0; i < instruments; i++) {
    const fields = fullFields(1 + (i % 2), 1 + i);
    fields.ltp += step * 5;
    encodePacket(view, i * size, packetType.full, fields);
  }
  return buffer;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function heapAfterGc(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  return process.memoryUsage().heapUsed;
}

/** Run the stream and print the series and the one-line figure; returns the growth in percent. */
export async function benchFeedMemory(): Promise<number> {
  const seconds = Number(process.env.BENCH_FEED_MEMORY_SECONDS ?? 600);
  const warmUp = Math.min(60, seconds / 5);
  console.log(
    `Quote feed memory: ${instruments} instruments, full packets, ${framesPerSecond} frames/s, ${seconds} s`,
  );
  if ((globalThis as { gc?: () => void }).gc === undefined)
    console.log("  (no --expose-gc: heap read without a GC)");

  const frames = Array.from({ length: distinctFrames }, (_, step) => frame(step));
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  let sent = 0;
  const timer = setInterval(() => {
    const data = frames[sent++ % distinctFrames] as Buffer;
    for (const socket of server.clients) socket.send(data);
  }, 1000 / framesPerSecond);
  server.on("connection", (socket) => {
    socket.on("message", (message) => {
      if (String(message) === "ping") socket.send("pong");
    });
  });

  const feed = new QuoteFeed({
    url: () => `ws://127.0.0.1:${port}/feed/quotes`,
    WebSocket: WebSocket as unknown as ConstructorParameters<typeof QuoteFeed>[0]["WebSocket"],
    notify: "message",
  });
  let heard = 0;
  const stops = Array.from({ length: instruments }, (_, i) =>
    feed.subscribe({ segment: 1 + (i % 2), token: 1 + i }, "full", (quote) => {
      heard += quote.ltp > 0 ? 1 : 0;
    }),
  );
  const eventListeners = () => feed.eventNames().reduce((sum, name) => sum + feed.listenerCount(name), 0);
  feed.connect();
  const listenersAtStart = feed.quoteListenerCount + eventListeners();

  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const samples: { at: number; heap: number }[] = [];
  const interval = Math.max(5, seconds / 10);
  await sleep(warmUp * 1000);
  samples.push({ at: elapsed(), heap: heapAfterGc() });
  while (elapsed() < seconds) {
    await sleep(Math.min(interval, seconds - elapsed()) * 1000);
    samples.push({ at: elapsed(), heap: heapAfterGc() });
  }
  const listenersAtEnd = feed.quoteListenerCount + eventListeners();

  clearInterval(timer);
  for (const stop of stops) stop();
  feed.disconnect();
  for (const socket of server.clients) socket.terminate();
  await new Promise((resolve) => server.close(resolve));

  const first = samples[0]?.heap ?? 0;
  const last = samples.at(-1)?.heap ?? 0;
  const growth = first > 0 ? ((last - first) / first) * 100 : 0;
  console.log(`  heap after GC, MB: ${samples.map((s) => `${Math.round(s.at)} s ${mb(s.heap)}`).join(", ")}`);
  console.log(
    `  feed memory: ${mb(first)} → ${mb(last)} MB heap after ${Math.round(warmUp)} s warm-up ` +
      `(${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %, goal ≤ ${goalPercent} %), ` +
      `${((sent * instruments) / 1e6).toFixed(1)} million packets, ${(heard / 1e6).toFixed(1)} million heard, ` +
      `listeners ${listenersAtStart} at start, ${listenersAtEnd} at end\n`,
  );
  return growth;
}
