// /reset-password?token=…: the emailed link's page. A new password twice; on success, sign in with it.
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { resetPasswordFormSchema } from "@store/shared/auth";
import { errorMessage } from "../../api/base-api.ts";
import { fieldErrors } from "../../lib/form-errors.ts";
import { useResetPasswordMutation } from "./password-reset-api.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

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
      setFailure(errorMessage(error, "Password reset failed. Please try again."));
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
          {errors[name]}
        </p>
      )}
    </>
  );

  if (!token) {
    return (
      <section className="auth-card" aria-labelledby="reset-title">
        <PageMeta title="Reset password" noindex />
        <h1 id="reset-title">Reset password</h1>
        <p className="form-error" role="alert">
          This password reset link is incomplete. Please ask for a new one.
        </p>
        <p>
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <PageMeta title="Reset password" noindex />
      <h1 id="reset-title">Choose a new password</h1>
      {failure && (
        <div role="alert">
          <p className="form-error">{failure}</p>
          <p>
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        </div>
      )}
      <form onSubmit={submit} noValidate>
        {field("password", "New password", "new-password")}
        {field("confirmPassword", "Confirm new password", "new-password")}
        <button type="submit" className="button primary" disabled={isLoading}>
          {isLoading ? "Saving…" : "Set new password"}
        </button>
      </form>
    </section>
  );
}
