import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { registerFormSchema } from "@store/shared/auth";
import { fieldErrors } from "../../lib/form-errors.ts";
import { useRegisterMutation } from "./auth-api.ts";
import { GoogleButton } from "./GoogleButton.tsx";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { authMessages } from "./auth-messages.ts";

const FIELDS = [
  { name: "firstName", label: "firstName", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "lastName", type: "text", autoComplete: "family-name" },
  { name: "email", label: "email", type: "email", autoComplete: "email" },
  { name: "password", label: "password", type: "password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "confirmPassword", type: "password", autoComplete: "new-password" },
] as const;

type FieldName = (typeof FIELDS)[number]["name"];

export default function RegisterPage() {
  const navigate = useNavigate();
  const { t } = useMessages(authMessages);
  const errorText = useErrorMessage();
  const validation = useValidationMessage();
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<Record<FieldName, string>>({
    firstName: "",
    lastName: "",
    email: "",
    password: "",
    confirmPassword: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = registerFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setFailure(null);
    try {
      const { firstName, lastName, email, password } = parsed.data;
      await register({ name: `${firstName} ${lastName}`, email, password }).unwrap();
      navigate("/login?registered=1");
    } catch (error) {
      setFailure({ error });
    }
  }

  return (
    <section className="auth-card" aria-labelledby="register-title">
      <PageMeta title={t("createAccount")} path="/register" />
      <h1 id="register-title">{t("createAccount")}</h1>
      {failure && (
        <p className="form-error" role="alert">
          {errorText(failure.error, t("registrationFailed"))}
        </p>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        {FIELDS.map((field) => (
          <div key={field.name} className="field">
            <label htmlFor={`register-${field.name}`}>{t(field.label)}</label>
            <input
              id={`register-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              aria-invalid={Boolean(errors[field.name])}
              aria-describedby={errors[field.name] ? `register-${field.name}-error` : undefined}
              onChange={(event) => {
                setValues((current) => ({ ...current, [field.name]: event.target.value }));
                setErrors((current) => ({ ...current, [field.name]: "" }));
              }}
            />
            {errors[field.name] && (
              <p id={`register-${field.name}-error`} className="field-error">
                {validation(errors[field.name]!)}
              </p>
            )}
          </div>
        ))}
        <button type="submit" className="button primary" disabled={isLoading}>
          {isLoading ? t("creatingAccount") : t("register")}
        </button>
      </form>
      <div className="social-buttons">
        <GoogleButton label={t("signUpWithGoogle")} />
        <button type="button" className="button" onClick={() => setNotice(t("facebookSignupSoon"))}>
          {t("signUpWithFacebook")}
        </button>
      </div>
      <p>
        {t("haveAccount")} <Link to="/login">{t("login")}</Link>
      </p>
    </section>
  );
}
