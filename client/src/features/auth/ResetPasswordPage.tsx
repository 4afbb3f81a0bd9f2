// /reset-password?token=…: the emailed link's page. A new password twice; on success, sign in with it.
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { resetPasswordFormSchema } from "@store/shared/auth";
import { fieldErrors } from "../../lib/form-errors.ts";
import { useResetPasswordMutation } from "./password-reset-api.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { authMessages } from "./auth-messages.ts";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useMessages(authMessages);
  const errorText = useErrorMessage();
  const validation = useValidationMessage();
  const token = params.get("token") ?? "";
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setFailure(null);
    try {
      await resetPassword({ token, password: parsed.data.password }).unwrap();
      navigate("/login?reset=1");
    } catch (error) {
      setFailure({ error });
    }
  }

  const field = (name: "password" | "confirmPassword", label: string, autoComplete: string) => (
    <>
      <label htmlFor={`reset-${name}`}>{label}</label>
      <input
        id={`reset-${name}`}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `reset-${name}-error` : undefined}
        onChange={(event) => {
          setValues((current) => ({ ...current, [name]: event.target.value }));
          setErrors((current) => ({ ...current, [name]: "" }));
        }}
      />
      {errors[name] && (
        <p id={`reset-${name}-error`} className="field-error">
          {validation(errors[name])}
        </p>
      )}
    </>
  );

  if (!token) {
    return (
      <section className="auth-card" aria-labelledby="reset-title">
        <PageMeta title={t("resetTitle")} noindex />
        <h1 id="reset-title">{t("resetTitle")}</h1>
        <p className="form-error" role="alert">
          {t("resetLinkIncomplete")}
        </p>
        <p>
          <Link to="/forgot-password">{t("askNewLink")}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <PageMeta title={t("resetTitle")} noindex />
      <h1 id="reset-title">{t("chooseNewPassword")}</h1>
      {failure && (
        <div role="alert">
          <p className="form-error">{errorText(failure.error, t("resetFailed"))}</p>
          <p>
            <Link to="/forgot-password">{t("askNewLink")}</Link>
          </p>
        </div>
      )}
      <form onSubmit={submit} noValidate>
        {field("password", t("newPassword"), "new-password")}
        {field("confirmPassword", t("confirmNewPassword"), "new-password")}
        <button type="submit" className="button primary" disabled={isLoading}>
          {isLoading ? t("saving") : t("setNewPassword")}
        </button>
      </form>
    </section>
  );
}
