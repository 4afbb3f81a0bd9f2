// Signing in (or registering) with a mobile number: the number, then the texted code, then, for a number with no
// account yet, the shopper's names (SHOP-API.md part 3). On /login and /register beside the email forms.
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import {
  phoneAccountNamesSchema,
  phoneStartBodySchema,
  verificationCodeSchema,
} from "@store/shared/phone-auth";
import { displayPhone } from "@store/shared/phone";
import { useAppDispatch } from "../../app/hooks.ts";
import { signedIn } from "../../lib/auth-slice.ts";
import { FormMessage, SubmitButton, TextField } from "../../components/FormFields.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { useErrorMessage, useFieldErrorMessages } from "../../lib/errors/error-text.ts";
import { afterLoginPath } from "./after-login.ts";
import { useStartPhoneSignInMutation, useVerifyPhoneSignInMutation } from "./phone-auth-api.ts";
import { ResendCode } from "./ResendCode.tsx";
import { phoneMessages } from "./phone-messages.ts";
import { useResendCountdown, wasRateLimited } from "./resend-countdown.ts";

const firstIssue = (parsed: { success: boolean; error?: { issues: { message: string }[] } }) =>
  parsed.success ? "" : (parsed.error?.issues[0]?.message ?? "");

/** `register`: the names are asked for with the code from the start (a new account is what the shopper wants). */
export function PhoneSignIn({ register = false }: { register?: boolean }) {
  const { t } = useMessages(phoneMessages);
  const validation = useValidationMessage();
  const errorText = useErrorMessage();
  const fieldTexts = useFieldErrorMessages();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [startSignIn, starting] = useStartPhoneSignInMutation();
  const [verifySignIn, verifying] = useVerifyPhoneSignInMutation();
  const countdown = useResendCountdown();
  const [typed, setTyped] = useState("");
  /** The number the code went to (E.164), once sent. */
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [names, setNames] = useState({ firstName: "", lastName: "" });
  const [askNames, setAskNames] = useState(register);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function send(to: string) {
    setFailure(null);
    try {
      await startSignIn({ phone: to }).unwrap();
      setPhone(to);
      setNotice(t("codeSent"));
      countdown.restart();
    } catch (error) {
      if (wasRateLimited(error)) {
        setPhone(to);
        countdown.restart();
      }
      setFailure(errorText(error, t("sendFailed")));
    }
  }

  async function submitPhone(event: FormEvent) {
    event.preventDefault();
    const parsed = phoneStartBodySchema.safeParse({ phone: typed });
    if (!parsed.success) {
      setFields({ phone: firstIssue(parsed) });
      return;
    }
    setFields({});
    await send(parsed.data.phone);
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!phone) return;
    const problems: Record<string, string> = {};
    const checkedCode = verificationCodeSchema.safeParse(code);
    if (!checkedCode.success) problems.code = firstIssue(checkedCode);
    if (askNames) {
      const checkedNames = phoneAccountNamesSchema.safeParse(names);
      if (!checkedNames.success)
        for (const issue of checkedNames.error.issues) problems[String(issue.path[0])] ??= issue.message;
    }
    setFields(problems);
    if (Object.keys(problems).length > 0) return;
    setFailure(null);
    setNotice(null);
    try {
      const answer = await verifySignIn({
        phone,
        code: code.trim(),
        ...(askNames ? { firstName: names.firstName.trim(), lastName: names.lastName.trim() } : {}),
      }).unwrap();
      dispatch(signedIn({ token: answer.token, user: answer.user }));
      navigate(afterLoginPath(params.get("next")), { replace: true });
    } catch (error) {
      const named = fieldTexts(error, ["firstName", "lastName", "code"]);
      if (!askNames && (named.firstName || named.lastName)) {
        // A number with no account yet: the code is still good; the names come with it next time.
        setAskNames(true);
        setNotice(t("newNumber"));
        return;
      }
      setFields(named);
      setFailure(errorText(error, t("signInFailed")));
    }
  }

  if (!phone)
    return (
      <form onSubmit={submitPhone} noValidate className="phone-sign-in" aria-busy={starting.isLoading}>
        <FormMessage text={failure} failure />
        <TextField
          id="phone-number"
          label={t("mobileNumber")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t("mobileHint")}
          value={typed}
          error={fields.phone ? validation(fields.phone) : undefined}
          onValueChange={(value) => {
            setTyped(value);
            setFields({});
          }}
        />
        <SubmitButton busy={starting.isLoading} busyLabel={t("sendingCode")}>
          {t("sendCode")}
        </SubmitButton>
      </form>
    );

  return (
    <form onSubmit={submitCode} noValidate className="phone-sign-in" aria-busy={verifying.isLoading}>
      <FormMessage text={notice} />
      <FormMessage text={failure} failure />
      <p>{t("codeSentTo", { phone: displayPhone(phone) })}</p>
      <TextField
        id="phone-code"
        label={t("code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={fields.code ? validation(fields.code) : undefined}
        onValueChange={(value) => {
          setCode(value);
          setFields((current) => ({ ...current, code: "" }));
        }}
      />
      {askNames && (
        <>
          <TextField
            id="phone-first-name"
            label={t("firstName")}
            autoComplete="given-name"
            value={names.firstName}
            error={fields.firstName ? validation(fields.firstName) : undefined}
            onValueChange={(value) => setNames((current) => ({ ...current, firstName: value }))}
          />
          <TextField
            id="phone-last-name"
            label={t("lastName")}
            autoComplete="family-name"
            value={names.lastName}
            error={fields.lastName ? validation(fields.lastName) : undefined}
            onValueChange={(value) => setNames((current) => ({ ...current, lastName: value }))}
          />
        </>
      )}
      <SubmitButton busy={verifying.isLoading} busyLabel={t("verifying")}>
        {t("verify")}
      </SubmitButton>
      <ResendCode
        secondsLeft={countdown.left}
        sending={starting.isLoading}
        onResend={() => void send(phone)}
      />
      <p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setPhone(null);
            setCode("");
            setFailure(null);
            setNotice(null);
          }}
        >
          {t("changeNumber")}
        </button>
      </p>
    </form>
  );
}
