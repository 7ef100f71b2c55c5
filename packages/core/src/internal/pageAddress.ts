/**
 * A page the broker names by a relative link (a payment's approval page, a depository's page) as an absolute address:
 * `link` against the client's `baseUrl`, itself against the page's address in a browser (localhost elsewhere).
 * Undefined when there is no link (the request is final).
 */
export function pageAddress(baseUrl: string, link: string | null): string | undefined {
  if (link === null) return undefined;
  const here = (globalThis as { location?: { href: string } }).location?.href ?? "http://localhost/";
  return new URL(link, new URL(baseUrl, here)).href;
}
