import { Link } from "react-router";

export function NotFoundScreen() {
  return (
    <section className="page">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to="/watchlist">Go to the watchlist</Link>
    </section>
  );
}
