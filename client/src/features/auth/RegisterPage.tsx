import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { registerFormSchema } from "@store/shared/auth";
import { errorMessage } from "../../api/base-api.ts";
import { fieldErrors } from "../../lib/form-errors.ts";
import { useRegisterMutation } from "./auth-api.ts";
import { GoogleButton } from "./GoogleButton.tsx";
import { PageMeta } from "../seo/PageMeta.tsx";

const FIELDS = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm password", type: "password", autoComplete: "new-password" },
] as const;

type FieldName = (typeof FIELDS)[number]["name"];

export default function RegisterPage() {
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<Record<FieldName, string>>({
    firstName: "",
    lastName: "",
    email: "",
    password: "",
    confirmPassword: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
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
      setFailure(errorMessage(error, "Registration failed. Please try again."));
    }
  }

  return (
    <section className="auth-card" aria-labelledby="register-title">
      <PageMeta title="Create an account" path="/register" />
      <h1 id="register-title">Create an account</h1>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
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
            <label htmlFor={`register-${field.name}`}>{field.label}</label>
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
                {errors[field.name]}
              </p>
            )}
          </div>
        ))}
        <button type="submit" className="button primary" disabled={isLoading}>
          {isLoading ? "Creating your account…" : "Register"}
        </button>
      </form>
      <div className="social-buttons">
        <GoogleButton label="Sign up with Google" />
        <button
          type="button"
          className="button"
          onClick={() => setNotice("Facebook signup will be available soon!")}
        >
          Sign up with Facebook
        </button>
      </div>
      <p>
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </section>
  );
}
