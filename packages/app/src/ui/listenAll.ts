/**
 * Add each of `listeners` (event type → handler) to `target`; returns what removes them all, an effect's cleanup.
 */
export function listenAll(
  target: EventTarget,
  listeners: Record<string, (event: never) => void>,
): () => void {
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener);
  };
}
