import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useAppDispatch } from "../../app/hooks.ts";
import { signedIn } from "../../lib/auth-slice.ts";
import { useLoginMutation } from "./auth-api.ts";
import { GoogleButton } from "./GoogleButton.tsx";
import { afterLoginPath } from "./after-login.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { authMessages } from "./auth-messages.ts";

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useMessages(authMessages);
  const errorText = useErrorMessage();
  const validation = useValidationMessage();
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The sign-in callbacks hand their failure over in the query, already in the page's language.
  const [error, setError] = useState<string | null>(params.get("error"));
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [fields, setFields] = useState<{ email?: string; password?: string }>({});
  const registered = params.get("registered") === "1";
  const reset = params.get("reset") === "1";

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(email.trim() ? {} : { email: "Email is required" }),
      ...(password ? {} : { password: "Password is required" }),
    };
    setFields(missing);
    if (Object.keys(missing).length > 0) return;
    setError(null);
    setFailure(null);
    try {
      const answer = await login({ email, password }).unwrap();
      dispatch(signedIn({ token: answer.token, user: answer.user }));
      const returnTo = afterLoginPath(params.get("next"));
      navigate(returnTo);
    } catch (refusal) {
      setFailure({ error: refusal });
    }
  }

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <PageMeta title={t("login")} path="/login" />
      <h1 id="login-title">{t("login")}</h1>
      {registered && (
        <p className="notice" role="status">
          {t("registered")}
        </p>
      )}
      {reset && (
        <p className="notice" role="status">
          {t("passwordReset")}
        </p>
      )}
      {(error || failure) && (
        <p className="form-error" role="alert">
          {failure ? errorText(failure.error, t("loginFailed")) : error}
        </p>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <label htmlFor="login-email">{t("email")}</label>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={Boolean(fields.email)}
          aria-describedby={fields.email ? "login-email-error" : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setFields((current) => ({ ...current, email: undefined }));
          }}
        />
        {fields.email && (
          <p id="login-email-error" className="field-error">
            {validation(fields.email)}
          </p>
        )}
        <label htmlFor="login-password">{t("password")}</label>
        <div className="password-field">
          <input
            id="login-password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            value={password}
            aria-invalid={Boolean(fields.password)}
            aria-describedby={fields.password ? "login-password-error" : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setFields((current) => ({ ...current, password: undefined }));
            }}
          />
          <button type="button" className="link-button" onClick={() => setShowPassword((shown) => !shown)}>
            {showPassword ? t("hide") : t("show")}
          </button>
        </div>
        {fields.password && (
          <p id="login-password-error" className="field-error">
            {validation(fields.password)}
          </p>
        )}
        <p className="forgot-password">
          <Link to="/forgot-password">{t("forgotPassword")}</Link>
        </p>
        <button type="submit" className="button primary" disabled={isLoading}>
          {isLoading ? t("loggingIn") : t("login")}
        </button>
      </form>
      <div className="social-buttons">
        <GoogleButton label={t("continueWithGoogle")} />
        <button type="button" className="button" onClick={() => setNotice(t("facebookLoginSoon"))}>
          {t("continueWithFacebook")}
        </button>
      </div>
      <p>
        {t("newHere")} <Link to="/register">{t("createAccount")}</Link>
      </p>
    </section>
  );
}
