import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { registerFormSchema } from "@store/shared/auth";
import { useRegisterMutation } from "./auth-api.ts";
import { OtherWaysIn } from "./OtherWaysIn.tsx";
import { PhoneSignIn } from "./PhoneSignIn.tsx";
import { phoneMessages } from "./phone-messages.ts";
import { signInPath, useSignInNext } from "./after-login.ts";
import { FormMessage, SubmitButton, TextField } from "../../components/FormFields.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { TitledSection } from "../../components/TitledSection.tsx";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { authMessages } from "./auth-messages.ts";
import { useFormValues, useSubmitFailure } from "../../lib/form-state.ts";
import "./sign-in.css";

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
  const [params] = useSearchParams();
  const next = useSignInNext();
  const { t } = useMessages(authMessages);
  const phoneText = useMessages(phoneMessages).t;
  const [byPhone, setByPhone] = useState(params.get("method") === "phone");
  const validation = useValidationMessage();
  const [register, { isLoading }] = useRegisterMutation();
  const { values, errors, edit, checked } = useFormValues<FieldName>({
    firstName: "",
    lastName: "",
    email: "",
    password: "",
    confirmPassword: "",
  });
  const { attempt, failureText } = useSubmitFailure();
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = checked(registerFormSchema.safeParse(values));
    if (!form) return;
    await attempt(async () => {
      const { firstName, lastName, email, password } = form;
      await register({ name: `${firstName} ${lastName}`, email, password }).unwrap();
      // Signing in comes next; where the guest was going goes on with them.
      navigate(signInPath("/login", params.get("next"), "registered=1"));
    });
  }

  const failed = failureText(t("registrationFailed"));
  return (
    <TitledSection id="register" className="auth-card" title={t("createAccount")} path="/register">
      <FormMessage text={failed} failure />
      <FormMessage text={notice} />
      {byPhone ? (
        <PhoneSignIn register />
      ) : (
        <form onSubmit={submit} noValidate>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              className="field"
              id={`register-${field.name}`}
              name={field.name}
              label={t(field.label)}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              error={errors[field.name] ? validation(errors[field.name]!) : undefined}
              onValueChange={edit(field.name)}
            />
          ))}
          <SubmitButton busy={isLoading} busyLabel={t("creatingAccount")}>
            {t("register")}
          </SubmitButton>
        </form>
      )}
      <p className="sign-in-method">
        <button type="button" className="button" onClick={() => setByPhone((phone) => !phone)}>
          {byPhone ? phoneText("registerWithEmail") : phoneText("registerWithPhone")}
        </button>
      </p>
      <OtherWaysIn
        googleLabel={t("signUpWithGoogle")}
        facebookLabel={t("signUpWithFacebook")}
        facebookSoon={t("facebookSignupSoon")}
        onNotice={setNotice}
        next={next}
        elsewhere={{ question: t("haveAccount"), to: "/login", label: t("login") }}
      />
    </TitledSection>
  );
}
