import { useRouteHandle } from "../routes/handle.js";

/** A screen of the route table that is not built yet: it says so, and shows nothing pretend. */
export function NotBuiltScreen() {
  const handle = useRouteHandle();
  return (
    <section className="page not-built">
      <h1>{handle.title ?? "This screen"}</h1>
      <p>This screen is not built yet in trade kit.</p>
      {handle.arrivesWith ? <p className="muted">It arrives with {handle.arrivesWith}.</p> : null}
    </section>
  );
}
