/** The order sounds of spec 2 §4: success when an order is placed or executed, failure when it is rejected. */
export type OrderSound = "success" | "failure";

let context: AudioContext | undefined;

/**
 * Play an order sound: two short rising tones for success, one low tone for failure, synthesised (no audio files to
 * ship or load). Silent where the page has no audio (Node, a browser without Web Audio, or before the user has
 * interacted with the page, which browsers require).
 */
export function playOrderSound(sound: OrderSound): void {
  const Audio = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (Audio === undefined) return;
  try {
    context ??= new Audio();
    if (context.state === "suspended") void context.resume().catch(() => undefined);
    const start = context.currentTime;
    const tones = sound === "success" ? [880, 1320] : [220];
    tones.forEach((frequency, index) => {
      const at = start + index * 0.09;
      const oscillator = (context as AudioContext).createOscillator();
      const gain = (context as AudioContext).createGain();
      oscillator.frequency.value = frequency;
      oscillator.type = sound === "success" ? "sine" : "triangle";
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.08, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + (sound === "success" ? 0.08 : 0.25));
      oscillator.connect(gain).connect((context as AudioContext).destination);
      oscillator.start(at);
      oscillator.stop(at + 0.3);
    });
  } catch {
    // No sound is better than a broken pad.
  }
}
