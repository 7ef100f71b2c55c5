/**
 * Where the SDK keeps the spec's local keys (settings mirrors, selected watchlist, device id, ...).
 * Synchronous like `localStorage`. Browser tokens never go here: they live in HttpOnly cookies.
 */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Keeps values in memory for the life of the process (the default). */
export function memoryStorage(initial?: Record<string, string>): StorageAdapter {
  const values = new Map<string, string>(Object.entries(initial ?? {}));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/**
 * The browser's `localStorage`, with an optional key prefix. Falls back to memory where storage is blocked
 * (private modes, sandboxed iframes).
 */
export function browserStorage(options: { prefix?: string } = {}): StorageAdapter {
  const prefix = options.prefix ?? "";
  let local: Storage | undefined;
  try {
    local = globalThis.localStorage;
    local?.getItem("__probe__");
  } catch {
    local = undefined;
  }
  if (local === undefined) return memoryStorage();
  const store = local;
  return {
    getItem: (key) => store.getItem(prefix + key),
    setItem: (key, value) => {
      try {
        store.setItem(prefix + key, value);
      } catch {
        // Quota or privacy mode: the value stays unsaved, as the browser decided.
      }
    },
    removeItem: (key) => store.removeItem(prefix + key),
  };
}

/** Read a JSON value, treating anything unparseable as absent (spec 1 §8: a bad cache is treated as empty). */
export function readJson<TValue>(storage: StorageAdapter, key: string): TValue | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as TValue;
  } catch {
    return undefined;
  }
}

export function writeJson(storage: StorageAdapter, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
