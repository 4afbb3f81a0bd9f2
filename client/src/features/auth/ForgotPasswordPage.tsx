// /forgot-password: ask for a reset link. The same sentence follows whether or not the email has an account.
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { forgotPasswordBodySchema } from "@store/shared/auth";
import { errorMessage } from "../../api/base-api.ts";
import { useForgotPasswordMutation } from "./password-reset-api.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]!.message);
      return;
    }
    setFailure(null);
    try {
      const answer = await forgotPassword(parsed.data).unwrap();
      setSent(answer.message);
    } catch (error) {
      setFailure(errorMessage(error, "Something went wrong. Please try again."));
    }
  }

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <PageMeta title="Forgot password" path="/forgot-password" />
      <h1 id="forgot-title">Forgot password?</h1>
      {sent ? (
        <>
          <p className="notice" role="status">
            {sent}
          </p>
          <p>
            <Link to="/login">Back to login</Link>
          </p>
        </>
      ) : (
        <>
          <p>Enter the email of your account and we will send you a link to choose a new password.</p>
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <form onSubmit={submit} noValidate>
            <label htmlFor="forgot-email">Email</label>
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
                {fieldError}
              </p>
            )}
            <button type="submit" className="button primary" disabled={isLoading}>
              {isLoading ? "Sending…" : "Send reset link"}
            </button>
          </form>
          <p>
            Remembered it? <Link to="/login">Back to login</Link>
          </p>
        </>
      )}
    </section>
  );
}
