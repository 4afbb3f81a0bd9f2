// The profile's contact settings (SHOP-API.md part 3): the verified mobile number (added or changed with a
// texted code), an email and password for an account made with a phone (the code by email), and whether order
// updates are texted.
import { useState, type FormEvent } from "react";
import type { User } from "@store/shared/auth";
import { emailSchema, newPasswordSchema } from "@store/shared/auth";
import { displayPhone } from "@store/shared/phone";
import { phoneLinkBodySchema, verificationCodeSchema } from "@store/shared/phone-auth";
import { useAppDispatch } from "../../app/hooks.ts";
import { userUpdated } from "../../lib/auth-slice.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { FormMessage } from "../../components/FormFields.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { useErrorMessage, useFieldErrorMessages } from "../../lib/errors/error-text.ts";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import {
  phoneMessages,
  ResendCode,
  useResendCountdown,
  useStartEmailLinkMutation,
  useStartPhoneLinkMutation,
  useUpdateAccountSettingsMutation,
  useVerifyEmailLinkMutation,
  useVerifyPhoneLinkMutation,
  wasRateLimited,
} from "../auth/index.ts";
import { ProfileField, ProfileSubmit } from "./ProfileField.tsx";

const firstIssue = (parsed: { success: boolean; error?: { issues: { message: string }[] } }) =>
  parsed.success ? "" : (parsed.error?.issues[0]?.message ?? "");

/** A contact added with a code: where the code went, the pause before a new one, the form's refusals. */
function useCodeFlow() {
  const countdown = useResendCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  return { countdown, sentTo, setSentTo, failure, setFailure, fields, setFields };
}

export function ContactSettings({ user }: { user: User }) {
  return (
    <div className="contact-settings">
      <MobileNumberSection user={user} />
      {!user.email && <EmailSection />}
      <SmsUpdatesSection user={user} />
    </div>
  );
}

function MobileNumberSection({ user }: { user: User }) {
  const { t } = useMessages(phoneMessages);
  const validation = useValidationMessage();
  const errorText = useErrorMessage();
  const fieldTexts = useFieldErrorMessages();
  const dispatch = useAppDispatch();
  const [start, starting] = useStartPhoneLinkMutation();
  const [verify, verifying] = useVerifyPhoneLinkMutation();
  const flow = useCodeFlow();
  const [open, setOpen] = useState(!user.verifiedPhone);
  const [typed, setTyped] = useState("");
  const [code, setCode] = useState("");

  async function send(phone: string) {
    flow.setFailure(null);
    try {
      await start({ phone }).unwrap();
      flow.setSentTo(phone);
      flow.countdown.restart();
    } catch (error) {
      if (wasRateLimited(error)) flow.countdown.restart();
      flow.setFailure(errorText(error, t("sendFailed")));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!flow.sentTo) {
      const parsed = phoneLinkBodySchema.safeParse({ phone: typed });
      flow.setFields(parsed.success ? {} : { phone: firstIssue(parsed) });
      if (parsed.success) await send(parsed.data.phone);
      return;
    }
    const checked = verificationCodeSchema.safeParse(code);
    flow.setFields(checked.success ? {} : { code: firstIssue(checked) });
    if (!checked.success) return;
    flow.setFailure(null);
    try {
      const answer = await verify({ phone: flow.sentTo, code: checked.data }).unwrap();
      dispatch(userUpdated(answer.data.user));
      dispatch(toastShown("success", t("numberVerified")));
      flow.setSentTo(null);
      setCode("");
      setTyped("");
      setOpen(false);
    } catch (error) {
      flow.setFields(fieldTexts(error, ["code"]));
      flow.setFailure(errorText(error, t("sendFailed")));
    }
  }

  return (
    <section className="contact-section" aria-labelledby="mobile-section-title">
      <h2 id="mobile-section-title">{t("mobileSection")}</h2>
      <p>
        {user.verifiedPhone
          ? t("verifiedNumber", { phone: displayPhone(user.verifiedPhone) })
          : t("noVerifiedNumber")}
      </p>
      {!open ? (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t("changeMobile")}
        </button>
      ) : (
        <form
          className="profile-form"
          onSubmit={submit}
          noValidate
          aria-busy={starting.isLoading || verifying.isLoading}
        >
          <div className="wide">
            <FormMessage text={flow.failure} failure />
          </div>
          {!flow.sentTo ? (
            <ProfileField
              id="mobile-number"
              label={t("numberToAdd")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint={t("mobileHint")}
              value={typed}
              error={flow.fields.phone ? validation(flow.fields.phone) : undefined}
              onValueChange={setTyped}
              wide
            />
          ) : (
            <>
              <p className="wide">{t("codeSentTo", { phone: displayPhone(flow.sentTo) })}</p>
              <ProfileField
                id="mobile-code"
                label={t("code")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                error={flow.fields.code ? validation(flow.fields.code) : undefined}
                onValueChange={setCode}
                wide
              />
              <ResendCode
                wide
                secondsLeft={flow.countdown.left}
                sending={starting.isLoading}
                onResend={() => void send(flow.sentTo!)}
              />
            </>
          )}
          <ProfileSubmit
            busy={starting.isLoading || verifying.isLoading}
            busyLabel={flow.sentTo ? t("verifying") : t("sendingCode")}
          >
            {flow.sentTo ? t("verify") : t("sendCode")}
          </ProfileSubmit>
        </form>
      )}
    </section>
  );
}

function EmailSection() {
  const { t } = useMessages(phoneMessages);
  const validation = useValidationMessage();
  const errorText = useErrorMessage();
  const fieldTexts = useFieldErrorMessages();
  const dispatch = useAppDispatch();
  const [start, starting] = useStartEmailLinkMutation();
  const [verify, verifying] = useVerifyEmailLinkMutation();
  const flow = useCodeFlow();
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");

  async function send(to: string) {
    flow.setFailure(null);
    try {
      await start({ email: to }).unwrap();
      flow.setSentTo(to);
      flow.countdown.restart();
    } catch (error) {
      if (wasRateLimited(error)) flow.countdown.restart();
      flow.setFields(fieldTexts(error, ["email"]));
      flow.setFailure(errorText(error, t("sendFailed")));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!flow.sentTo) {
      const parsed = emailSchema.safeParse(email);
      flow.setFields(parsed.success ? {} : { email: firstIssue(parsed) });
      if (parsed.success) await send(parsed.data);
      return;
    }
    const problems: Record<string, string> = {};
    const checked = verificationCodeSchema.safeParse(code);
    if (!checked.success) problems.code = firstIssue(checked);
    const checkedPassword = password ? newPasswordSchema.safeParse(password) : null;
    if (checkedPassword && !checkedPassword.success) problems.password = firstIssue(checkedPassword);
    flow.setFields(problems);
    if (Object.keys(problems).length > 0) return;
    flow.setFailure(null);
    try {
      const answer = await verify({
        email: flow.sentTo,
        code: code.trim(),
        ...(password ? { password } : {}),
      }).unwrap();
      dispatch(userUpdated(answer.data.user));
      dispatch(toastShown("success", t("emailAdded")));
    } catch (error) {
      flow.setFields(fieldTexts(error, ["code", "password"]));
      flow.setFailure(errorText(error, t("sendFailed")));
    }
  }

  return (
    <section className="contact-section" aria-labelledby="email-section-title">
      <h2 id="email-section-title">{t("emailSection")}</h2>
      <p>{t("emailIntro")}</p>
      <form
        className="profile-form"
        onSubmit={submit}
        noValidate
        aria-busy={starting.isLoading || verifying.isLoading}
      >
        <div className="wide">
          <FormMessage text={flow.failure} failure />
        </div>
        {!flow.sentTo ? (
          <ProfileField
            id="link-email"
            label={t("emailToAdd")}
            type="email"
            autoComplete="email"
            value={email}
            error={flow.fields.email ? validation(flow.fields.email) : undefined}
            onValueChange={setEmail}
            wide
          />
        ) : (
          <>
            <p className="wide">{t("emailCodeSentTo", { email: flow.sentTo })}</p>
            <ProfileField
              id="email-code"
              label={t("code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              error={flow.fields.code ? validation(flow.fields.code) : undefined}
              onValueChange={setCode}
              wide
            />
            <ProfileField
              wide
              id="link-password"
              label={t("newPassword")}
              type="password"
              autoComplete="new-password"
              hint={t("newPasswordHint")}
              value={password}
              error={flow.fields.password ? validation(flow.fields.password) : undefined}
              onValueChange={setPassword}
            />
            <ResendCode
              wide
              secondsLeft={flow.countdown.left}
              sending={starting.isLoading}
              onResend={() => void send(flow.sentTo!)}
            />
          </>
        )}
        <ProfileSubmit
          busy={starting.isLoading || verifying.isLoading}
          busyLabel={flow.sentTo ? t("verifying") : t("sendingCode")}
        >
          {flow.sentTo ? t("addEmail") : t("sendEmailCode")}
        </ProfileSubmit>
      </form>
    </section>
  );
}

function SmsUpdatesSection({ user }: { user: User }) {
  const { t } = useMessages(phoneMessages);
  const errorText = useErrorMessage();
  const dispatch = useAppDispatch();
  const [update, updating] = useUpdateAccountSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle(smsUpdates: boolean) {
    setFailure(null);
    try {
      const answer = await update({ smsUpdates }).unwrap();
      dispatch(userUpdated(answer.data.user));
      dispatch(toastShown("success", t("settingSaved")));
    } catch (error) {
      setFailure(errorText(error, t("settingFailed")));
    }
  }

  return (
    <section className="contact-section" aria-labelledby="sms-section-title">
      <h2 id="sms-section-title">{t("smsUpdates")}</h2>
      <FormMessage text={failure} failure />
      <label className="switch-row">
        <input
          id="sms-updates"
          type="checkbox"
          role="switch"
          checked={user.smsUpdates}
          disabled={updating.isLoading}
          aria-describedby="sms-updates-hint"
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{t("smsUpdates")}</span>
      </label>
      <p id="sms-updates-hint" className="field-hint">
        {user.verifiedPhone ? t("smsUpdatesHint") : t("smsUpdatesNeedNumber")}
      </p>
    </section>
  );
}
