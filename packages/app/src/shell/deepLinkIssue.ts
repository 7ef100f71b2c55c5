/**
 * Spec 1 §4: "Chart view errors are logged as deep-link issues"; every other deep link's too. Trade kit has no client
 * log service, so the log is the console's, each line starting 'Deep-link issue:' with the reason and the link.
 */
export function logDeepLinkIssue(issue: string, href: string): void {
  console.warn(`Deep-link issue: ${issue} (${href})`);
}
