import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { keepTabInside } from "../lib/keep-tab-inside.ts";
import "./dialog.css";

/** A modal dialog: focus moves into it, Tab stays inside, Escape closes it, and focus returns afterwards. */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>("button, a[href], input")?.focus();
    return () => previous?.focus();
  }, []);

  function keepFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") onClose();
    if (event.key !== "Tab") return;
    const focusable = Array.from(
      dialog.current?.querySelectorAll<HTMLElement>("button, a[href], input") ?? [],
    );
    keepTabInside(event, focusable);
  }

  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
        className="modal"
        onKeyDown={keepFocus}
      >
        <h2 id="dialog-title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
