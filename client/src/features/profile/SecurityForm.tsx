import type { FormEvent } from "react";
import { changePasswordFormSchema } from "@store/shared/auth";
import { useAppDispatch } from "../../app/hooks.ts";
import { tokenRenewed } from "../../lib/auth-slice.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { ProfileField, ProfileSubmit } from "./ProfileField.tsx";
import { useChangePasswordMutation } from "./profile-api.ts";
import { useMessages } from "../../i18n/use-messages.ts";
import { profileMessages } from "./profile-messages.ts";
import { useProfileForm } from "./use-profile-form.ts";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
type FieldName = (typeof FIELDS)[number];

const EMPTY: Record<FieldName, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function SecurityForm() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(profileMessages);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { setValues, values, checked, refused, field } = useProfileForm(FIELDS, "security", EMPTY);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const passwords = checked(changePasswordFormSchema.safeParse(values));
    if (!passwords) return;
    try {
      // The confirmation is the form's own check; the API takes only the two passwords.
      const { currentPassword, newPassword } = passwords;
      const answer = await changePassword({ currentPassword, newPassword }).unwrap();
      // The change signed out every earlier sign-in, this one's too: this browser goes on with the fresh token.
      dispatch(tokenRenewed(answer.token));
      setValues(EMPTY);
      dispatch(toastShown("success", t("passwordChanged")));
    } catch (error) {
      refused(error, t("passwordChangeFailed"));
    }
  }

  const password = (name: FieldName) => ({ ...field(name), type: "password", required: true });

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-busy={isLoading}>
      <ProfileField
        {...password("currentPassword")}
        label={t("currentPassword")}
        autoComplete="current-password"
        wide
      />
      <ProfileField
        {...password("newPassword")}
        label={t("newPassword")}
        autoComplete="new-password"
        hint={t("newPasswordHint")}
      />
      <ProfileField
        {...password("confirmPassword")}
        label={t("confirmNewPassword")}
        autoComplete="new-password"
      />
      <ProfileSubmit busy={isLoading} busyLabel={t("changingPassword")}>
        {t("changePassword")}
      </ProfileSubmit>
    </form>
  );
}
