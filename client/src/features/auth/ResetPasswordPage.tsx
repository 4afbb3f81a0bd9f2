// /reset-password?token=…: the emailed link's page. A new password twice; on success, sign in with it.
import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { resetPasswordFormSchema } from "@store/shared/auth";
import { useResetPasswordMutation } from "./password-reset-api.ts";
import { useMessages } from "../../i18n/use-messages.ts";
import { TitledSection } from "../../components/TitledSection.tsx";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { authMessages } from "./auth-messages.ts";
import { useFormValues, useSubmitFailure } from "../../lib/form-state.ts";
import { SubmitButton, TextField } from "../../components/FormFields.tsx";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useMessages(authMessages);
  const validation = useValidationMessage();
  const token = params.get("token") ?? "";
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { values, errors, edit, checked } = useFormValues({ password: "", confirmPassword: "" });
  const { attempt, failureText } = useSubmitFailure();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const passwords = checked(resetPasswordFormSchema.safeParse(values));
    if (!passwords) return;
    await attempt(async () => {
      await resetPassword({ token, password: passwords.password }).unwrap();
      navigate("/login?reset=1");
    });
  }

  const field = (name: "password" | "confirmPassword", label: string, autoComplete: string) => (
    <TextField
      id={`reset-${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name] ? validation(errors[name]) : undefined}
      onValueChange={edit(name)}
    />
  );

  if (!token) {
    return (
      <TitledSection id="reset" className="auth-card" title={t("resetTitle")} noindex>
        <p className="form-error" role="alert">
          {t("resetLinkIncomplete")}
        </p>
        <p>
          <Link to="/forgot-password">{t("askNewLink")}</Link>
        </p>
      </TitledSection>
    );
  }

  const failed = failureText(t("resetFailed"));
  return (
    <TitledSection
      id="reset"
      className="auth-card"
      title={t("resetTitle")}
      noindex
      heading={t("chooseNewPassword")}
    >
      {failed && (
        <div role="alert">
          <p className="form-error">{failed}</p>
          <p>
            <Link to="/forgot-password">{t("askNewLink")}</Link>
          </p>
        </div>
      )}
      <form onSubmit={submit} noValidate>
        {field("password", t("newPassword"), "new-password")}
        {field("confirmPassword", t("confirmNewPassword"), "new-password")}
        <SubmitButton busy={isLoading} busyLabel={t("saving")}>
          {t("setNewPassword")}
        </SubmitButton>
      </form>
    </TitledSection>
  );
}
