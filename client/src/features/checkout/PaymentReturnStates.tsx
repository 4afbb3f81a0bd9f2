// What a page the payment gateway sends the shopper back to shows while it confirms, and once the order is paid.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { paymentReturnMessages } from "./payment-messages.ts";

/** How long "Payment successful" shows before the order's success page. */
export const REDIRECT_DELAY_MS = 3000;

/** The payment is being confirmed (`children`: with whom). */
export function ConfirmingPayment({ children }: { children: ReactNode }) {
  const { t } = useMessages(paymentReturnMessages);
  return (
    <p role="status">
      <PageMeta title={t("payment")} noindex />
      {children}
    </p>
  );
}

/** The order is paid; the success page follows after REDIRECT_DELAY_MS. */
export function PaymentSuccessful() {
  const { t } = useMessages(paymentReturnMessages);
  return (
    <section role="status">
      <PageMeta title={t("paymentSuccessful")} noindex />
      <h1>{t("paymentSuccessful")}</h1>
      <p>{t("takingYou")}</p>
    </section>
  );
}

/** The way out of a failed payment's page when the shopper would rather not try again. */
export function GoHomeLink() {
  const { t } = useMessages(paymentReturnMessages);
  return (
    <Link className="button" to="/">
      {t("goHome")}
    </Link>
  );
}
