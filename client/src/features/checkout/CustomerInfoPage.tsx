import { useState, type FormEvent } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { COUNTRIES, DEFAULT_COUNTRY, customerInfoSchema } from "@store/shared/checkout";
import { fieldErrors } from "../../lib/form-errors.ts";
import { checkoutStorage } from "./checkout-storage.ts";

const FIELDS = [
  ["email", "Email", "email", "email"],
  ["firstName", "First name", "text", "given-name"],
  ["lastName", "Last name", "text", "family-name"],
  ["state", "State/Region", "text", "address-level1"],
  ["city", "City", "text", "address-level2"],
  ["address", "Address", "text", "address-line1"],
  ["zipCode", "Postal code (optional)", "text", "postal-code"],
  ["phone", "Phone", "tel", "tel"],
] as const;

type Values = Record<(typeof FIELDS)[number][0] | "country", string>;

export default function CustomerInfoPage() {
  const navigate = useNavigate();
  const saved = checkoutStorage.customerInfo();
  const [values, setValues] = useState<Values>({
    email: saved?.email ?? "",
    firstName: saved?.firstName ?? "",
    lastName: saved?.lastName ?? "",
    phone: saved?.phone ?? "",
    country: saved?.country ?? DEFAULT_COUNTRY,
    state: saved?.state ?? "",
    city: saved?.city ?? "",
    address: saved?.address ?? "",
    zipCode: saved?.zipCode ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!checkoutStorage.checkoutData()) return <Navigate to="/cart" replace />;

  const edit = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: "" }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = customerInfoSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    checkoutStorage.saveCustomerInfo(parsed.data);
    navigate("/checkout/shipping-payments");
  }

  return (
    <section className="auth-card checkout-step" aria-labelledby="customer-title">
      <h1 id="customer-title">Customer information</h1>
      <form onSubmit={submit} noValidate>
        {FIELDS.slice(0, 3).map(([name, label, type, autoComplete]) => (
          <Field
            key={name}
            name={name}
            label={label}
            type={type}
            autoComplete={autoComplete}
            value={values[name]}
            error={errors[name]}
            onChange={edit}
          />
        ))}
        <label htmlFor="checkout-country">Country</label>
        <select
          id="checkout-country"
          value={values.country}
          onChange={(event) => edit("country", event.target.value)}
        >
          {COUNTRIES.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </select>
        {errors.country && <p className="field-error">{errors.country}</p>}
        {FIELDS.slice(3).map(([name, label, type, autoComplete]) => (
          <Field
            key={name}
            name={name}
            label={label}
            type={type}
            autoComplete={autoComplete}
            value={values[name]}
            error={errors[name]}
            onChange={edit}
          />
        ))}
        <button type="submit" className="button primary">
          NEXT
        </button>
      </form>
    </section>
  );
}

function Field(props: {
  name: keyof Values;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (name: keyof Values, value: string) => void;
}) {
  const id = `checkout-${props.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type}
        autoComplete={props.autoComplete}
        value={props.value}
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(props.name, event.target.value)}
      />
      {props.error && (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
