import { useState, type FormEvent } from "react";
import { changePasswordFormSchema } from "@store/shared/auth";
import { errorMessage } from "../../api/base-api.ts";
import { useAppDispatch } from "../../app/hooks.ts";
import { fieldErrors } from "../../lib/form-errors.ts";
import { toastShown } from "../toasts/toast-slice.ts";
import { ProfileField } from "./ProfileField.tsx";
import { useChangePasswordMutation } from "./profile-api.ts";
import { focusFirstError, serverFieldErrors } from "./server-field-errors.ts";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
type FieldName = (typeof FIELDS)[number];

const EMPTY: Record<FieldName, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };
const idOf = (field: string) => `security-${field}`;

export function SecurityForm() {
  const dispatch = useAppDispatch();
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
      await changePassword({ currentPassword, newPassword }).unwrap();
      setValues(EMPTY);
      dispatch(toastShown("success", "Password changed successfully!"));
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      dispatch(toastShown("error", errorMessage(error, "Failed to change password")));
    }
  }

  const field = (name: FieldName) => ({
    id: idOf(name),
    name,
    type: "password",
    value: values[name],
    error: errors[name],
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
        label="Current password"
        autoComplete="current-password"
        wide
      />
      <ProfileField
        {...field("newPassword")}
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <ProfileField {...field("confirmPassword")} label="Confirm new password" autoComplete="new-password" />
      <div className="profile-actions wide">
        <button type="submit" className="button primary" disabled={isLoading}>
          {isLoading ? "Changing password…" : "Change Password"}
        </button>
      </div>
    </form>
  );
}
