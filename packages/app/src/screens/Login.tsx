import { useQueryClient } from "@tanstack/react-query";
import { mobile, otpLimits, TradeError } from "@trade/core";
import { useProfile, useSession, useTradeClient } from "@trade/react";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { afterLoginPath } from "../shell/loginPath.js";

/** /trade/login: OTP login by client code or mobile number (spec 1 §2.1, §7). */
export function LoginScreen() {
  const client = useTradeClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = afterLoginPath(params.get("redirectUrl"));
  const [identity, setIdentity] = useState("");
  const [otp, setOtp] = useState("");
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // A visitor who still has a session (cookies are invisible to scripts) is sent on: the profile call proves it.
  useProfile({ enabled: session.status === "unknown" });

  useEffect(() => {
    if (session.status === "authenticated" && !session.renewNeeded) navigate(next, { replace: true });
  }, [session.status, session.renewNeeded, navigate, next]);

  const who = () =>
    mobile.safeParse(identity).success ? { mobile: identity } : { clientCode: identity.toUpperCase() };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof TradeError ? failure.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const requestOtp = (event?: FormEvent) => {
    event?.preventDefault();
    if (identity.length < 4) {
      setError("Enter your client code or 10-digit mobile number.");
      return;
    }
    void run(async () => {
      const sent = await client.auth.generateOtp(who());
      setSentTo(sent.maskedMobile);
      setOtp("");
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (otp.length !== otpLimits.length) {
      setError(`Enter the ${otpLimits.length}-digit OTP.`);
      return;
    }
    void run(async () => {
      await client.auth.verifyOtp({ ...who(), otp } as Parameters<typeof client.auth.verifyOtp>[0]);
      queryClient.clear();
      navigate(next, { replace: true });
    });
  };

  return (
    <main className="login">
      <div className="login-card">
        <h1 className="brand">
          trade<span>kit</span>
        </h1>
        <p className="login-lead">Log in to trade equity, F&amp;O, currency and commodities.</p>
        {sentTo === undefined ? (
          <form onSubmit={requestOtp} noValidate>
            <label htmlFor="identity">Client code or mobile number</label>
            <input
              id="identity"
              autoComplete="username"
              value={identity}
              maxLength={12}
              onChange={(event) => setIdentity(event.target.value.replace(/[^A-Za-z0-9]/g, ""))}
              placeholder="DEMO01"
            />
            <button type="submit" className="button primary" disabled={busy}>
              GET OTP
            </button>
          </form>
        ) : (
          <form onSubmit={verify} noValidate>
            <p className="login-sent">
              OTP sent to {sentTo}. It is valid for {otpLimits.ttlSeconds / 60} minutes.
            </p>
            <label htmlFor="otp">OTP</label>
            <input
              id="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              maxLength={otpLimits.length}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, ""))}
            />
            <button type="submit" className="button primary" disabled={busy}>
              VERIFY
            </button>
            <div className="login-links">
              <button type="button" className="link" onClick={() => requestOtp()} disabled={busy}>
                Resend OTP
              </button>
              <button type="button" className="link" onClick={() => setSentTo(undefined)} disabled={busy}>
                Change client code
              </button>
            </div>
          </form>
        )}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="login-note">In the sandbox the OTP is printed on the sandbox's console.</p>
      </div>
    </main>
  );
}
