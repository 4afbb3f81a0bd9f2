// /forgot-password: ask for a reset link. The same sentence follows whether or not the email has an account.
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { forgotPasswordBodySchema } from "@store/shared/auth";
import { useForgotPasswordMutation } from "./password-reset-api.ts";
import { FormMessage, SubmitButton, TextField } from "../../components/FormFields.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { TitledSection } from "../../components/TitledSection.tsx";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { authMessages } from "./auth-messages.ts";
import { useSubmitFailure } from "../../lib/form-state.ts";

export default function ForgotPasswordPage() {
  const { t } = useMessages(authMessages);
  const validation = useValidationMessage();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { attempt, failureText } = useSubmitFailure();
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]!.message);
      return;
    }
    await attempt(async () => {
      // The answer is always FORGOT_PASSWORD_ANSWER (whether or not the email has an account): worded here.
      await forgotPassword(parsed.data).unwrap();
      setSent(true);
    });
  }

  const failed = failureText(t("somethingWentWrong"));
  return (
    <TitledSection
      id="forgot"
      className="auth-card"
      title={t("forgotTitle")}
      path="/forgot-password"
      heading={t("forgotHeading")}
    >
      {sent ? (
        <>
          <FormMessage text={t("linkSent")} />
          <p>
            <Link to="/login">{t("backToLogin")}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t("forgotIntro")}</p>
          <FormMessage text={failed} failure />
          <form onSubmit={submit} noValidate>
            <TextField
              id="forgot-email"
              label={t("email")}
              type="email"
              autoComplete="email"
              value={email}
              error={fieldError ? validation(fieldError) : undefined}
              onValueChange={(value) => {
                setEmail(value);
                setFieldError(null);
              }}
            />
            <SubmitButton busy={isLoading} busyLabel={t("sending")}>
              {t("sendResetLink")}
            </SubmitButton>
          </form>
          <p>
            {t("remembered")} <Link to="/login">{t("backToLogin")}</Link>
          </p>
        </>
      )}
    </TitledSection>
  );
}
