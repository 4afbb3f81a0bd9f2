// /forgot-password: ask for a reset link. The same sentence follows whether or not the email has an account.
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { forgotPasswordBodySchema } from "@store/shared/auth";
import { useForgotPasswordMutation } from "./password-reset-api.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { authMessages } from "./auth-messages.ts";

export default function ForgotPasswordPage() {
  const { t } = useMessages(authMessages);
  const errorText = useErrorMessage();
  const validation = useValidationMessage();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]!.message);
      return;
    }
    setFailure(null);
    try {
      // The answer is always FORGOT_PASSWORD_ANSWER (whether or not the email has an account): worded here.
      await forgotPassword(parsed.data).unwrap();
      setSent(true);
    } catch (error) {
      setFailure({ error });
    }
  }

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <PageMeta title={t("forgotTitle")} path="/forgot-password" />
      <h1 id="forgot-title">{t("forgotHeading")}</h1>
      {sent ? (
        <>
          <p className="notice" role="status">
            {t("linkSent")}
          </p>
          <p>
            <Link to="/login">{t("backToLogin")}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t("forgotIntro")}</p>
          {failure && (
            <p className="form-error" role="alert">
              {errorText(failure.error, t("somethingWentWrong"))}
            </p>
          )}
          <form onSubmit={submit} noValidate>
            <label htmlFor="forgot-email">{t("email")}</label>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={Boolean(fieldError)}
              aria-describedby={fieldError ? "forgot-email-error" : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setFieldError(null);
              }}
            />
            {fieldError && (
              <p id="forgot-email-error" className="field-error">
                {validation(fieldError)}
              </p>
            )}
            <button type="submit" className="button primary" disabled={isLoading}>
              {isLoading ? t("sending") : t("sendResetLink")}
            </button>
          </form>
          <p>
            {t("remembered")} <Link to="/login">{t("backToLogin")}</Link>
          </p>
        </>
      )}
    </section>
  );
}
