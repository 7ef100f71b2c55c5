/** The app's toasts are the design system's (`@trade/react/ui`); this path stays for the app's imports. */
export { type ShowToast, type Toast, type ToastKind, ToastProvider, useToast } from "@trade/react/ui";
