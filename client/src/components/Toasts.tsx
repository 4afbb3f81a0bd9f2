import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../app/hooks.ts";
import { useMessages } from "../i18n/use-messages.ts";
import { toastMessages } from "./toast-messages.ts";
import { toastDismissed, type Toast } from "../lib/toasts/toast-slice.ts";

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useMessages(toastMessages);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.durationMs);
    return () => clearTimeout(timer);
  }, [dispatch, toast]);
  return (
    // The role sits on the message, not the item: a list holds list items (axe's "list" rule).
    <li className={`toast ${toast.kind}`}>
      <span role={toast.kind === "error" ? "alert" : "status"}>{toast.message}</span>
      <button
        type="button"
        className="link-button"
        aria-label={t("dismiss")}
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        ×
      </button>
    </li>
  );
}

export function Toasts() {
  const toasts = useAppSelector((state) => state.toasts);
  return (
    <ul className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ul>
  );
}
