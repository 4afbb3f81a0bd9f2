import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useAppDispatch } from "../../app/hooks.ts";
import { signedIn } from "../../lib/auth-slice.ts";
import { useLoginMutation } from "./auth-api.ts";
import { OtherWaysIn } from "./OtherWaysIn.tsx";
import { PhoneSignIn } from "./PhoneSignIn.tsx";
import { phoneMessages } from "./phone-messages.ts";
import { afterLoginPath, useSignInNext } from "./after-login.ts";
import { FormMessage, SubmitButton, TextField } from "../../components/FormFields.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { TitledSection } from "../../components/TitledSection.tsx";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { authMessages } from "./auth-messages.ts";
import { useFormValues, useSubmitFailure } from "../../lib/form-state.ts";
import "./sign-in.css";

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useMessages(authMessages);
  const phoneText = useMessages(phoneMessages).t;
  // The email form stays the default (docs/STOREFRONT.md); the phone's steps replace it when chosen.
  const [byPhone, setByPhone] = useState(params.get("method") === "phone");
  const validation = useValidationMessage();
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const { values, errors: fields, setErrors: setFields, edit } = useFormValues({ email: "", password: "" });
  const { email, password } = values;
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The sign-in callbacks hand their failure over in the query, already in the page's language.
  const [error, setError] = useState<string | null>(params.get("error"));
  const { attempt, failureText } = useSubmitFailure();
  const registered = params.get("registered") === "1";
  const reset = params.get("reset") === "1";
  const next = useSignInNext();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(email.trim() ? {} : { email: "Email is required" }),
      ...(password ? {} : { password: "Password is required" }),
    };
    setFields(missing);
    if (Object.keys(missing).length > 0) return;
    setError(null);
    await attempt(async () => {
      const answer = await login({ email, password }).unwrap();
      dispatch(signedIn({ token: answer.token, user: answer.user }));
      // Back where the guest was (features/product/pending-purchase.ts finishes an add or a Buy Now there), in
      // this page's place: the sign-in page is no step to go back to.
      const returnTo = afterLoginPath(params.get("next"));
      navigate(returnTo, { replace: true });
    });
  }

  const failed = failureText(t("loginFailed")) ?? error;
  return (
    <TitledSection id="login" className="auth-card" title={t("login")} path="/login">
      <FormMessage text={registered && t("registered")} />
      <FormMessage text={reset && t("passwordReset")} />
      <FormMessage text={failed} failure />
      <FormMessage text={notice} />
      {byPhone ? (
        <PhoneSignIn />
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            id="login-email"
            label={t("email")}
            type="email"
            autoComplete="email"
            value={email}
            error={fields.email ? validation(fields.email) : undefined}
            onValueChange={edit("email")}
          />
          <TextField
            id="login-password"
            label={t("password")}
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            value={password}
            error={fields.password ? validation(fields.password) : undefined}
            onValueChange={edit("password")}
            reveal={
              <button
                type="button"
                className="link-button"
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? t("hide") : t("show")}
              </button>
            }
          />
          <p className="forgot-password">
            <Link to="/forgot-password">{t("forgotPassword")}</Link>
          </p>
          <SubmitButton busy={isLoading} busyLabel={t("loggingIn")}>
            {t("login")}
          </SubmitButton>
        </form>
      )}
      <p className="sign-in-method">
        <button type="button" className="button" onClick={() => setByPhone((phone) => !phone)}>
          {byPhone ? phoneText("signInWithEmail") : phoneText("signInWithPhone")}
        </button>
      </p>
      <OtherWaysIn
        googleLabel={t("continueWithGoogle")}
        facebookLabel={t("continueWithFacebook")}
        facebookSoon={t("facebookLoginSoon")}
        onNotice={setNotice}
        next={next}
        elsewhere={{ question: t("newHere"), to: "/register", label: t("createAccount") }}
      />
    </TitledSection>
  );
}
