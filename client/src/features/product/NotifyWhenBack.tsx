// "Notify me when it's back" under a sold-out variant (SHOP-API.md part 3, "Back in stock"): a button that opens
// a small form with one field, an email address or a mobile number (a signed-in shopper's own filled in), and
// then says where the one message will go. The parent keys it by the variant, so choosing another starts afresh.
import { useId, useRef, useState, type FormEvent } from "react";
import { useAppSelector } from "../../app/hooks.ts";
import { FormMessage, SubmitButton, TextField } from "../../components/FormFields.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { useSubmitFailure } from "../../lib/form-state.ts";
import { contactOf, readContact, shownContact } from "./contact.ts";
import { useRequestStockAlertMutation } from "./stock-alert-api.ts";
import { stockAlertMessages } from "./stock-alert-messages.ts";
import "./stock-alerts.css";

export function NotifyWhenBack({ productId, variantId }: { productId: string; variantId: string }) {
  const { t } = useMessages(stockAlertMessages);
  const user = useAppSelector((state) => state.auth.user);
  const [requestAlert, { isLoading }] = useRequestStockAlertMutation();
  const { attempt, failureText } = useSubmitFailure();
  const [open, setOpen] = useState(false);
  const [contact, setContact] = useState("");
  const [fieldError, setFieldError] = useState<"contactRequired" | "contactInvalid" | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const formId = useId();

  if (confirmed) return <FormMessage text={t("confirmed", { contact: confirmed })} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readContact(contact);
    if (!read.ok) {
      setFieldError(read.why);
      return;
    }
    await attempt(async () => {
      await requestAlert({ productId, variantId, ...read.body }).unwrap();
      setConfirmed(shownContact(read.body));
    });
  }

  function close() {
    setOpen(false);
    setFieldError(null);
    // Back to the button that opened it, for keyboard users.
    requestAnimationFrame(() => opener.current?.focus());
  }

  return (
    <div className="notify-back">
      {!open && (
        <button
          ref={opener}
          type="button"
          className="button"
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => {
            // Read when opened: a server-rendered page knows the shopper only after it has hydrated.
            if (!contact) setContact(contactOf(user));
            setOpen(true);
          }}
        >
          {t("notifyMe")}
        </button>
      )}
      {open && (
        <form
          id={formId}
          className="notify-back-form"
          aria-label={t("formTitle")}
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
          noValidate
        >
          <p className="notify-back-title">{t("formTitle")}</p>
          <FormMessage text={failureText(t("failed"))} failure />
          <TextField
            id={`${formId}-contact`}
            label={t("contact")}
            hint={t("contactHint")}
            autoComplete="email"
            inputMode="email"
            autoFocus
            value={contact}
            error={fieldError ? t(fieldError) : undefined}
            onValueChange={(value) => {
              setContact(value);
              setFieldError(null);
            }}
          />
          <div className="notify-back-actions">
            <SubmitButton busy={isLoading} busyLabel={t("sending")}>
              {t("send")}
            </SubmitButton>
            <button type="button" className="button" onClick={close}>
              {t("cancel")}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
