import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useAppDispatch } from "../../app/hooks.ts";
import { errorMessage } from "../../api/base-api.ts";
import { signedIn } from "./auth-slice.ts";
import { useLoginMutation } from "./auth-api.ts";
import { GoogleButton } from "./GoogleButton.tsx";
import { afterLoginPath } from "./after-login.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(params.get("error"));
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
    try {
      const answer = await login({ email, password }).unwrap();
      dispatch(signedIn({ token: answer.token, user: answer.user }));
      const returnTo = afterLoginPath(params.get("next"));
      navigate(returnTo);
    } catch (failure) {
      setError(errorMessage(failure, "Login failed. Please try again."));
    }
  }

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <PageMeta title="Login" path="/login" />
      <h1 id="login-title">Login</h1>
      {registered && (
        <p className="notice" role="status">
          Registration successful! Please login to continue.
        </p>
      )}
      {reset && (
        <p className="notice" role="status">
          Your password has been reset. Please login with your new password.
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <label htmlFor="login-email">Email</label>
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
            {fields.email}
          </p>
        )}
        <label htmlFor="login-password">Password</label>
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
            {showPassword ? "Hide" : "Show"}
          </button>
        </div>
        {fields.password && (
          <p id="login-password-error" className="field-error">
            {fields.password}
          </p>
        )}
        <p className="forgot-password">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <button type="submit" className="button primary" disabled={isLoading}>
          {isLoading ? "Logging in…" : "Login"}
        </button>
      </form>
      <div className="social-buttons">
        <GoogleButton />
        <button
          type="button"
          className="button"
          onClick={() => setNotice("Facebook login will be available soon!")}
        >
          Continue with Facebook
        </button>
      </div>
      <p>
        New here? <Link to="/register">Create an account</Link>
      </p>
    </section>
  );
}
