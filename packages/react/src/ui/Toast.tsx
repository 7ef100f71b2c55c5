import { shellTimings } from "@trade/core";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Icon, type IconName } from "./icons.js";
import { focusRing, UiStyle } from "./styles.js";

/** What a toast tells: a success, an error or news. */
export type ToastKind = "success" | "error" | "info";

/** A toast on screen. */
export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  message?: string;
  /** Auto-close after this many milliseconds (3000 by default, spec 1 §9). */
  durationMs: number;
}

/** Shows a toast (`useToast()`). */
export type ShowToast = (toast: Omit<Toast, "id" | "durationMs"> & { durationMs?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

const css = `
.tk-ui.toasts{position:fixed;left:16px;bottom:16px;z-index:1200;display:flex;flex-direction:column;gap:8px;margin:0;padding:0}
.tk-ui .toast{display:flex;gap:10px;align-items:flex-start;box-sizing:border-box;min-width:300px;max-width:400px;margin:0;padding:12px 12px 12px 14px;background:var(--tk-panel,#ffffff);color:var(--tk-text,#1c2430);border:1px solid var(--tk-border,#d9dee4);border-left:4px solid var(--tk-accent,#1f5eff);border-radius:var(--tk-radius-m,8px);box-shadow:var(--tk-shadow-2,0 8px 24px rgba(16,24,40,.16));font:inherit}
.tk-ui .toast-success{border-left-color:var(--tk-buy-text,#116329)}
.tk-ui .toast-error{border-left-color:var(--tk-sell-text,#a40e26)}
.tk-ui .toast-icon{flex:none;margin-top:1px;color:var(--tk-accent,#1f5eff)}
.tk-ui .toast-success .toast-icon{color:var(--tk-buy-text,#116329)}
.tk-ui .toast-error .toast-icon{color:var(--tk-sell-text,#a40e26)}
.tk-ui .toast-text{display:flex;flex:1;flex-direction:column;gap:2px}
.tk-ui .toast-text span{color:var(--tk-muted,#57606a)}
.tk-ui .toast-close{flex:none;display:inline-flex;margin:-2px -2px 0 0;padding:4px;border:0;border-radius:var(--tk-radius-s,4px);background:none;color:var(--tk-muted,#57606a);cursor:pointer}
.tk-ui .toast-close:hover{background:var(--tk-surface,#f5f7fa);color:var(--tk-text,#1c2430)}
.tk-ui .toast-close:focus-visible{${focusRing}}
`;

const icons: Record<ToastKind, IconName> = { success: "success", error: "error", info: "info" };

/**
 * Holds the toasts, at most five, each closing after its time or on Dismiss. An error is announced as an alert, the
 * rest as status messages, each once: the toast is its own live region (no second, hidden copy is announced). They
 * stack at the bottom left: order pads and sheets open on the right and dialogs keep their actions to the right, so
 * a toast never covers their buttons.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>((toast) => {
    const id = nextId.current++;
    setToasts((all) => [...all.slice(-4), { id, durationMs: shellTimings.toastMs, ...toast }]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <UiStyle name="toast" css={css} />
      <div className="tk-ui toasts">
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.durationMs, onClose]);
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
      <Icon name={icons[toast.kind]} className="toast-icon" />
      <div className="toast-text">
        <strong>{toast.title}</strong>
        {toast.message ? <span>{toast.message}</span> : null}
      </div>
      <button type="button" className="toast-close" aria-label="Dismiss" onClick={onClose}>
        <Icon name="close" size={14} />
      </button>
    </div>
  );
}

/** Shows a toast; inside `<ToastProvider>` only. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (show === null) throw new Error("useToast() must be used inside <ToastProvider>");
  return show;
}
