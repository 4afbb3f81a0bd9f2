import type { FormEvent } from "react";
import { profileBodySchema, type User } from "@store/shared/auth";
import { useAppDispatch } from "../../app/hooks.ts";
import { userUpdated } from "../../lib/auth-slice.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { ProfileField, ProfileSubmit } from "./ProfileField.tsx";
import { useUpdateProfileMutation } from "./profile-api.ts";
import { useMessages } from "../../i18n/use-messages.ts";
import { profileMessages } from "./profile-messages.ts";
import { useProfileForm } from "./use-profile-form.ts";

/** The fields PUT /api/auth/profile takes, in the order the form shows them. Email is not one of them. */
const FIELDS = ["name", "phone", "address", "city", "postalCode", "country"] as const;
type FieldName = (typeof FIELDS)[number];

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
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { values, setValues, checked, refused, field } = useProfileForm(FIELDS, "profile", () =>
    editable(user),
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = checked(profileBodySchema.safeParse(values));
    if (!body) return;
    try {
      const answer = await updateProfile(body).unwrap();
      dispatch(userUpdated(answer.data.user));
      setValues(editable(answer.data.user));
      dispatch(toastShown("success", t("profileUpdated")));
    } catch (error) {
      refused(error, t("profileUpdateFailed"));
    }
  }

  return (
    <form className="profile-form" onSubmit={save} noValidate aria-busy={isLoading}>
      <ProfileField {...field("name")} label={t("fullName")} autoComplete="name" required />
      <ProfileField
        id="profile-email"
        label={t("email")}
        type="email"
        value={user.email}
        readOnly
        hint={user.email ? t("emailReadOnly") : t("noEmailYet")}
      />
      <ProfileField {...field("phone")} label={t("phone")} type="tel" autoComplete="tel" />
      <ProfileField {...field("address")} label={t("address")} autoComplete="address-line1" wide />
      <ProfileField {...field("city")} label={t("city")} autoComplete="address-level2" />
      <ProfileField {...field("postalCode")} label={t("postalCode")} autoComplete="postal-code" />
      <ProfileField {...field("country")} label={t("country")} autoComplete="country-name" />
      <ProfileSubmit busy={isLoading} busyLabel={t("saving")}>
        {t("saveChanges")}
      </ProfileSubmit>
    </form>
  );
}
