import { useState, type FormEvent } from "react";
import { changePasswordFormSchema } from "@store/shared/auth";
import { useAppDispatch } from "../../app/hooks.ts";
import { fieldErrors } from "../../lib/form-errors.ts";
import { tokenRenewed } from "../../lib/auth-slice.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { ProfileField } from "./ProfileField.tsx";
import { useChangePasswordMutation } from "./profile-api.ts";
import { focusFirstError } from "./focus-first-error.ts";
import { useMessages } from "../../i18n/use-messages.ts";
import { useErrorMessage, useFieldErrorMessages } from "../../lib/errors/error-text.ts";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { profileMessages } from "./profile-messages.ts";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
type FieldName = (typeof FIELDS)[number];

const EMPTY: Record<FieldName, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };
const idOf = (field: string) => `security-${field}`;

export function SecurityForm() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(profileMessages);
  const errorText = useErrorMessage();
  const fieldErrorTexts = useFieldErrorMessages();
  const validation = useValidationMessage();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(found, FIELDS, idOf);
      return;
    }
    setErrors({});
    try {
      // The confirmation is the form's own check; the API takes only the two passwords.
      const { currentPassword, newPassword } = parsed.data;
      const answer = await changePassword({ currentPassword, newPassword }).unwrap();
      // The change signed out every earlier sign-in, this one's too: this browser goes on with the fresh token.
      dispatch(tokenRenewed(answer.token));
      setValues(EMPTY);
      dispatch(toastShown("success", t("passwordChanged")));
    } catch (error) {
      setErrors(fieldErrorTexts(error, FIELDS));
      dispatch(toastShown("error", errorText(error, t("passwordChangeFailed"))));
    }
  }

  const field = (name: FieldName) => ({
    id: idOf(name),
    name,
    type: "password",
    value: values[name],
    error: errors[name] ? validation(errors[name]) : undefined,
    required: true,
    onValueChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: "" }));
    },
  });

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-busy={isLoading}>
      <ProfileField
        {...field("currentPassword")}
        label={t("currentPassword")}
        autoComplete="current-password"
        wide
      />
      <ProfileField
        {...field("newPassword")}
        label={t("newPassword")}
        autoComplete="new-password"
        hint={t("newPasswordHint")}
      />
      <ProfileField
        {...field("confirmPassword")}
        label={t("confirmNewPassword")}
        autoComplete="new-password"
      />
      <div className="profile-actions wide">
        <button type="submit" className="button primary" disabled={isLoading}>
          {isLoading ? t("changingPassword") : t("changePassword")}
        </button>
      </div>
    </form>
  );
}
