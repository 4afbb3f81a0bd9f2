// The Nepal part of the customer-info form: province, district, local level and ward as dependent native
// selects (labelled, type-ahead on a keyboard, the system's picker on a phone), filled from
// GET /api/locations/nepal. Choosing a parent clears its children.
import { useNepalLocationsQuery } from "./locations-api.ts";

export type NepalField = "state" | "district" | "city" | "ward";
export type NepalValues = Record<NepalField, string>;

/** What a choice clears: everything below it. */
const CHILDREN: Record<NepalField, NepalField[]> = {
  state: ["district", "city", "ward"],
  district: ["city", "ward"],
  city: ["ward"],
  ward: [],
};

export function NepalAddressFields(props: {
  values: NepalValues;
  errors: Record<string, string | undefined>;
  onChange: (changes: Partial<NepalValues>) => void;
}) {
  const { data, isLoading, isError, refetch } = useNepalLocationsQuery();
  const { values, errors } = props;
  if (isLoading)
    return (
      <p role="status" className="field">
        Loading Nepal&apos;s provinces and districts…
      </p>
    );
  if (isError || !data)
    return (
      <div role="alert" className="field">
        <p className="field-error">Nepal&apos;s provinces and districts could not be loaded.</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );

  const province = data.provinces.find((candidate) => candidate.name === values.state);
  const district = province?.districts.find((candidate) => candidate.name === values.district);
  const level = district?.municipalities.find((candidate) => candidate.name === values.city);
  const choose = (field: NepalField, value: string) =>
    props.onChange({ [field]: value, ...Object.fromEntries(CHILDREN[field].map((child) => [child, ""])) });

  return (
    <>
      <Select
        name="state"
        label="State/Region"
        autoComplete="address-level1"
        value={province ? values.state : ""}
        placeholder="Choose a province"
        options={data.provinces.map((candidate) => candidate.name)}
        error={errors.state}
        onChange={choose}
      />
      <Select
        name="district"
        label="District"
        autoComplete="off"
        value={district ? values.district : ""}
        placeholder={province ? "Choose a district" : "Choose a province first"}
        options={province?.districts.map((candidate) => candidate.name) ?? []}
        error={errors.district}
        onChange={choose}
      />
      <Select
        name="city"
        label="City"
        autoComplete="address-level2"
        value={level ? values.city : ""}
        placeholder={district ? "Choose a municipality" : "Choose a district first"}
        options={district?.municipalities.map((candidate) => candidate.name) ?? []}
        describe={(name) => district?.municipalities.find((candidate) => candidate.name === name)?.type}
        error={errors.city}
        onChange={choose}
      />
      <Select
        name="ward"
        label="Ward (optional)"
        autoComplete="off"
        value={level && Number(values.ward) <= level.wards ? values.ward : ""}
        placeholder={level ? "Choose a ward" : "Choose a municipality first"}
        options={level ? Array.from({ length: level.wards }, (_, index) => String(index + 1)) : []}
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
  describe?: (option: string) => string | undefined;
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
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(props.name, event.target.value)}
      >
        <option value="" disabled={!props.optional}>
          {props.placeholder}
        </option>
        {props.options.map((option) => {
          const detail = props.describe?.(option);
          return (
            <option key={option} value={option}>
              {detail ? `${option} (${detail})` : option}
            </option>
          );
        })}
      </select>
      {props.error && (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
