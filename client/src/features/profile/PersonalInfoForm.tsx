import { useState, type FormEvent } from "react";
import { profileBodySchema, type ProfileBody, type User } from "@store/shared/auth";
import { useAppDispatch } from "../../app/hooks.ts";
import { fieldErrors } from "../../lib/form-errors.ts";
import { userUpdated } from "../../lib/auth-slice.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { ProfileField } from "./ProfileField.tsx";
import { useUpdateProfileMutation } from "./profile-api.ts";
import { focusFirstError } from "./focus-first-error.ts";
import { useMessages } from "../../i18n/use-messages.ts";
import { useErrorMessage, useFieldErrorMessages } from "../../lib/errors/error-text.ts";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { profileMessages } from "./profile-messages.ts";

/** The fields PUT /api/auth/profile takes, in the order the form shows them. Email is not one of them. */
const FIELDS = ["name", "phone", "address", "city", "postalCode", "country"] as const;
type FieldName = (typeof FIELDS)[number];

const idOf = (field: string) => `profile-${field}`;

function editable(user: User): Record<FieldName, string> {
  return {
    name: user.name,
    phone: user.phone,
    address: user.address,
    city: user.city,
    postalCode: user.postalCode,
    country: user.country,
  };
}

export function PersonalInfoForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const { t } = useMessages(profileMessages);
  const errorText = useErrorMessage();
  const fieldErrorTexts = useFieldErrorMessages();
  const validation = useValidationMessage();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [values, setValues] = useState(() => editable(user));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function edit(field: FieldName) {
    return (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: "" }));
    };
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = profileBodySchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(found, FIELDS, idOf);
      return;
    }
    setErrors({});
    const body: ProfileBody = parsed.data;
    try {
      const answer = await updateProfile(body).unwrap();
      dispatch(userUpdated(answer.data.user));
      setValues(editable(answer.data.user));
      dispatch(toastShown("success", t("profileUpdated")));
    } catch (error) {
      setErrors(fieldErrorTexts(error, FIELDS));
      dispatch(toastShown("error", errorText(error, t("profileUpdateFailed"))));
    }
  }

  const field = (name: FieldName) => ({
    id: idOf(name),
    name,
    value: values[name],
    // A form's own check keeps the schema's English sentence; worded in the page's language as it shows.
    error: errors[name] ? validation(errors[name]) : undefined,
    onValueChange: edit(name),
  });

  return (
    <form className="profile-form" onSubmit={save} noValidate aria-busy={isLoading}>
      <ProfileField {...field("name")} label={t("fullName")} autoComplete="name" required />
      <ProfileField
        id="profile-email"
        label={t("email")}
        type="email"
        value={user.email}
        readOnly
        hint={t("emailReadOnly")}
      />
      <ProfileField {...field("phone")} label={t("phone")} type="tel" autoComplete="tel" />
      <ProfileField {...field("address")} label={t("address")} autoComplete="address-line1" wide />
      <ProfileField {...field("city")} label={t("city")} autoComplete="address-level2" />
      <ProfileField {...field("postalCode")} label={t("postalCode")} autoComplete="postal-code" />
      <ProfileField {...field("country")} label={t("country")} autoComplete="country-name" />
      <div className="profile-actions wide">
        <button type="submit" className="button primary" disabled={isLoading}>
          {isLoading ? t("saving") : t("saveChanges")}
        </button>
      </div>
    </form>
  );
}
