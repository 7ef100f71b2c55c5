import { sessionTexts, shellTimings } from "@trade/core";
import { Component, type ErrorInfo, type ReactNode, useEffect } from "react";

/** Spec 1 §2.8: 'Something went wrong!!', a Reload button, and a reload after 3 seconds. */
export function CrashView({ error }: { error: unknown }) {
  useEffect(() => {
    console.error("trade kit crashed", error);
    const timer = setTimeout(() => window.location.reload(), shellTimings.crashReloadMs);
    return () => clearTimeout(timer);
  }, [error]);
  return (
    <div className="crash" role="alert">
      <h1>{sessionTexts.crash}</h1>
      <p>The page reloads in {shellTimings.crashReloadMs / 1000} seconds.</p>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {sessionTexts.reload}
      </button>
    </div>
  );
}

/** Catches what a screen throws while rendering: the crash screen in its place. */
export class CrashBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("trade kit crashed", error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <CrashView error={this.state.error} />;
  }
}
