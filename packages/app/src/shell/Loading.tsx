/**
 * The app's stand-in while a screen, a panel or a module loads: a shimmer (`.skeleton`, or the class given) that a
 * screen reader names "Loading". A status, as the widgets' own Skeleton is: axe refuses a name on a plain div.
 */
export function Loading({ className = "skeleton", id }: { className?: string; id?: string }) {
  return <div id={id} className={className} role="status" aria-busy="true" aria-label="Loading" />;
}
