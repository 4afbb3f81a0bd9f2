// The Nepal part of the customer-info form: province, district, local level and ward as dependent native
// selects (labelled, type-ahead on a keyboard, the system's picker on a phone), filled from
// GET /api/locations/nepal. Choosing a parent clears its children.
import type { Municipality } from "@store/shared/locations";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { checkoutMessages } from "./checkout-messages.ts";
import { useNepalLocationsQuery } from "./locations-api.ts";
import { FieldError, fieldAria } from "../../components/FormFields.tsx";

export type NepalField = "state" | "district" | "city" | "ward";
export type NepalValues = Record<NepalField, string>;

/** What a choice clears: everything below it. */
const CHILDREN: Record<NepalField, NepalField[]> = {
  state: ["district", "city", "ward"],
  district: ["city", "ward"],
  city: ["ward"],
  ward: [],
};

/** A local level's kind, as its catalogue key. */
const LEVEL_TYPE_KEYS = {
  "Metropolitan City": "metropolitanCity",
  "Sub-Metropolitan City": "subMetropolitanCity",
  Municipality: "municipality",
  "Rural Municipality": "ruralMunicipality",
} as const satisfies Record<Municipality["type"], string>;

export function NepalAddressFields(props: {
  values: NepalValues;
  errors: Record<string, string | undefined>;
  onChange: (changes: Partial<NepalValues>) => void;
}) {
  const { t, language } = useMessages(checkoutMessages);
  const { number } = useFormat();
  const { data, isLoading, isError, refetch } = useNepalLocationsQuery();
  // The value sent stays the English name (the API's); a Nepali page shows each place's Nepali name.
  const shown = (place: { name: string; nameNe: string }) => (language === "ne" ? place.nameNe : place.name);
  const { values, errors } = props;
  if (isLoading)
    return (
      <p role="status" className="field">
        {t("loadingLocations")}
      </p>
    );
  if (isError || !data)
    return (
      <div role="alert" className="field">
        <p className="field-error">{t("locationsFailed")}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t("tryAgain")}
        </button>
      </div>
    );

  const shownName = (places: { name: string; nameNe: string }[], name: string) => {
    const place = places.find((candidate) => candidate.name === name);
    return place ? shown(place) : name;
  };
  const province = data.provinces.find((candidate) => candidate.name === values.state);
  const district = province?.districts.find((candidate) => candidate.name === values.district);
  const level = district?.municipalities.find((candidate) => candidate.name === values.city);
  const choose = (field: NepalField, value: string) =>
    props.onChange({ [field]: value, ...Object.fromEntries(CHILDREN[field].map((child) => [child, ""])) });

  return (
    <>
      <Select
        name="state"
        label={t("province")}
        autoComplete="address-level1"
        value={province ? values.state : ""}
        placeholder={t("chooseProvince")}
        options={data.provinces.map((candidate) => candidate.name)}
        describe={(name) => shownName(data.provinces, name)}
        error={errors.state}
        onChange={choose}
      />
      <Select
        name="district"
        label={t("district")}
        autoComplete="off"
        value={district ? values.district : ""}
        placeholder={province ? t("chooseDistrict") : t("chooseProvinceFirst")}
        options={province?.districts.map((candidate) => candidate.name) ?? []}
        describe={(name) => shownName(province?.districts ?? [], name)}
        error={errors.district}
        onChange={choose}
      />
      <Select
        name="city"
        label={t("localLevel")}
        autoComplete="address-level2"
        value={level ? values.city : ""}
        placeholder={district ? t("chooseMunicipality") : t("chooseDistrictFirst")}
        options={district?.municipalities.map((candidate) => candidate.name) ?? []}
        describe={(name) => {
          const found = district?.municipalities.find((candidate) => candidate.name === name);
          return found ? `${shown(found)} (${t(LEVEL_TYPE_KEYS[found.type])})` : name;
        }}
        error={errors.city}
        onChange={choose}
      />
      <Select
        name="ward"
        label={t("wardOptional")}
        autoComplete="off"
        value={level && Number(values.ward) <= level.wards ? values.ward : ""}
        placeholder={level ? t("chooseWard") : t("chooseMunicipalityFirst")}
        options={level ? Array.from({ length: level.wards }, (_, index) => String(index + 1)) : []}
        describe={(ward) => number(Number(ward))}
        error={errors.ward}
        onChange={choose}
        // Optional: the placeholder stays a real choice once a level is chosen.
        optional
      />
    </>
  );
}

function Select(props: {
  name: NepalField;
  label: string;
  autoComplete: string;
  value: string;
  placeholder: string;
  options: string[];
  /** How an option reads (its value stays the API's). */
  describe?: (option: string) => string;
  error?: string;
  optional?: boolean;
  onChange: (field: NepalField, value: string) => void;
}) {
  const id = `checkout-${props.name}`;
  const empty = props.options.length === 0;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        autoComplete={props.autoComplete}
        value={props.value}
        disabled={empty}
        {...fieldAria(id, props.error)}
        onChange={(event) => props.onChange(props.name, event.target.value)}
      >
        <option value="" disabled={!props.optional}>
          {props.placeholder}
        </option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.describe?.(option) ?? option}
          </option>
        ))}
      </select>
      <FieldError id={id} error={props.error} />
    </div>
  );
}
