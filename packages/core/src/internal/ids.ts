const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** A random id; crypto.randomUUID exists only in secure contexts, so fall back to getRandomValues. */
export function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === "function") c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return hex(bytes);
}

/** Device ids are 8 to 64 letters, digits, - or _ (contract). */
export function newDeviceId(): string {
  return `dev-${randomId()
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 24)}`;
}
