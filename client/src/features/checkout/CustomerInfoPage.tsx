import { useState, type FormEvent } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import type { User } from "@store/shared/auth";
import { COUNTRIES, DEFAULT_COUNTRY, customerInfoSchema, type CustomerInfo } from "@store/shared/checkout";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { fieldErrors } from "../../lib/form-errors.ts";
import { userUpdated } from "../../lib/auth-slice.ts";
import { useUpdateProfileMutation } from "../profile/index.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { NepalAddressFields, type NepalValues } from "./NepalAddressFields.tsx";
import { COUNTRY_NAMES } from "./country-names.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { checkoutMessages } from "./checkout-messages.ts";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { TextField } from "../../components/FormFields.tsx";

// Each field's name is also its label's key in the checkout catalogue.
const FIELDS = [
  ["email", "email", "email"],
  ["firstName", "text", "given-name"],
  ["lastName", "text", "family-name"],
  ["state", "text", "address-level1"],
  ["city", "text", "address-level2"],
  ["address", "text", "address-line1"],
  ["zipCode", "text", "postal-code"],
  ["phone", "tel", "tel"],
] as const;

type Values = Record<(typeof FIELDS)[number][0] | "country" | "district" | "ward", string>;

const NEPAL = "Nepal";

/** What the form starts with: this checkout's own answers, else the signed-in shopper's saved address. */
function initialValues(saved: CustomerInfo | null, user: User | null): Values {
  if (saved)
    return {
      email: saved.email,
      firstName: saved.firstName,
      lastName: saved.lastName,
      phone: saved.phone,
      country: saved.country,
      state: saved.state,
      district: saved.district ?? "",
      city: saved.city,
      ward: saved.ward ? String(saved.ward) : "",
      address: saved.address,
      zipCode: saved.zipCode,
    };
  const [firstName = "", ...rest] = (user?.name ?? "").trim().split(/\s+/);
  const country = (COUNTRIES as readonly string[]).includes(user?.country ?? "")
    ? user!.country
    : DEFAULT_COUNTRY;
  return {
    email: user?.email ?? "",
    firstName,
    lastName: rest.join(" "),
    phone: user?.phone ?? "",
    country,
    state: user?.state ?? "",
    district: user?.district ?? "",
    city: user?.city ?? "",
    ward: user?.ward ? String(user.ward) : "",
    address: user?.address ?? "",
    zipCode: user?.postalCode ?? "",
  };
}

export default function CustomerInfoPage() {
  const { t } = useMessages(checkoutMessages);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const [updateProfile] = useUpdateProfileMutation();
  const [values, setValues] = useState<Values>(() => initialValues(checkoutStorage.customerInfo(), user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!checkoutStorage.checkoutData()) return <Navigate to="/cart" replace />;
  const inNepal = values.country === NEPAL;

  const change = (changes: Partial<Values>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(changes).map((name) => [name, ""])),
    }));
  };
  const edit = (name: keyof Values, value: string) => {
    // Nepal's province, district and municipality are chosen from lists, other countries' typed: moving
    // between them starts the address's region and city afresh.
    if (name === "country" && (value === NEPAL) !== inNepal)
      change({ country: value, state: "", district: "", city: "", ward: "" });
    else change({ [name]: value });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = customerInfoSchema.safeParse({
      ...values,
      district: inNepal ? values.district : "",
      ward: inNepal && values.ward ? Number(values.ward) : null,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    const info = parsed.data;
    checkoutStorage.saveCustomerInfo(info);
    // Offered again next time: a signed-in shopper's address goes to their profile (not waited for).
    if (user)
      updateProfile({
        name: user.name,
        phone: info.phone,
        address: info.address,
        city: info.city,
        postalCode: info.zipCode,
        country: info.country,
        state: info.state,
        district: info.district,
        ward: info.ward,
      })
        .unwrap()
        .then((answer) => dispatch(userUpdated(answer.data.user)))
        .catch(() => undefined);
    navigate("/checkout/shipping-payments");
  }

  // The schema's sentences (the product's English, docs/STOREFRONT.md) are kept as they are and shown in the
  // page's language.
  const validationText = useValidationMessage();
  const shownErrors = Object.fromEntries(
    Object.entries(errors).map(([name, sentence]) => [name, sentence && validationText(sentence)]),
  ) as typeof errors;

  // A guest (or an account with only a phone) may leave the email out for a Nepali mobile number.
  const emailOptional = !user?.email;
  const field = ([name, type, autoComplete]: (typeof FIELDS)[number]) => (
    <TextField
      key={name}
      className="field"
      id={`checkout-${name}`}
      label={t(name)}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={shownErrors[name]}
      hint={name === "email" && emailOptional ? t("emailOptional") : undefined}
      onValueChange={(value) => edit(name, value)}
    />
  );

  return (
    <section className="auth-card checkout-step" aria-labelledby="customer-title">
      <PageMeta title={t("customerInfo")} noindex />
      <h1 id="customer-title">{t("customerInfo")}</h1>
      <form onSubmit={submit} noValidate>
        {FIELDS.slice(0, 3).map(field)}
        <label htmlFor="checkout-country">{t("country")}</label>
        <select
          id="checkout-country"
          value={values.country}
          onChange={(event) => edit("country", event.target.value)}
        >
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {t(COUNTRY_NAMES[country])}
            </option>
          ))}
        </select>
        {shownErrors.country && <p className="field-error">{shownErrors.country}</p>}
        {inNepal ? (
          <NepalAddressFields values={values as NepalValues} errors={shownErrors} onChange={change} />
        ) : (
          FIELDS.slice(3, 5).map(field)
        )}
        {FIELDS.slice(5).map(field)}
        <button type="submit" className="button primary">
          {t("next")}
        </button>
      </form>
    </section>
  );
}
