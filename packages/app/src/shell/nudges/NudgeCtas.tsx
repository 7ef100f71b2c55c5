import type { Nudge, NudgeCta } from "@trade/core/nudges";
import { Link } from "react-router";

/** Where a call to action may go: a path of the app, or an https address in a new tab. Anything else is not shown. */
function target(cta: NudgeCta): { internal: string } | { external: string } | undefined {
  if (cta.typ === "internal" && cta.link.startsWith("/") && !cta.link.startsWith("//"))
    return { internal: cta.link };
  if (cta.typ === "external" && /^https:\/\//.test(cta.link)) return { external: cta.link };
  return undefined;
}

/**
 * A nudge's calls to action (spec 1 §2.6: as a link or a chevron). A call to action whose address the app cannot
 * follow safely is left out and logged.
 */
export function NudgeCtas({ nudge, onFollow }: { nudge: Nudge; onFollow?: () => void }) {
  return (
    <span className="nudge-ctas">
      {nudge.cta.map((cta) => {
        const to = target(cta);
        if (to === undefined) {
          console.warn("nudge call to action left out: unknown address", nudge.nudgeId, cta);
          return null;
        }
        const className = cta.cta_type === "chevron" ? "button nudge-chevron" : "link-button nudge-link";
        const label = (
          <>
            {cta.text}
            {cta.cta_type === "chevron" ? <span aria-hidden="true"> ›</span> : null}
          </>
        );
        return "internal" in to ? (
          <Link key={cta.text} to={to.internal} className={className} onClick={onFollow}>
            {label}
          </Link>
        ) : (
          <a
            key={cta.text}
            href={to.external}
            target="_blank"
            rel="noopener noreferrer"
            className={className}
            onClick={onFollow}
          >
            {label}
          </a>
        );
      })}
    </span>
  );
}
