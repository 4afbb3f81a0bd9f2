// A product's specifications as name/value rows the admin adds and removes ("Display" → "6.6 inch").
import { TextField } from "../components/FormField.tsx";
import { controlId, emptySpec, type FormErrors, type SpecRow } from "./product-form.ts";

export function SpecificationRows({
  rows,
  errors,
  onChange,
}: {
  rows: SpecRow[];
  errors: FormErrors;
  onChange: (rows: SpecRow[]) => void;
}) {
  const set = (index: number, patch: Partial<SpecRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="admin-panel admin-specs">
      <legend>Specifications</legend>
      {rows.length === 0 && <p className="admin-hint">No specifications yet.</p>}
      <ol className="admin-rows">
        {rows.map((row, index) => {
          return (
            <li key={row.key} className="admin-spec-row">
              {(["name", "value"] as const).map((part) => (
                <TextField
                  key={part}
                  id={controlId(`specifications.${index}.${part}`)}
                  label={`Specification ${index + 1} ${part}`}
                  error={errors[`specifications.${index}.${part}`]}
                  value={row[part]}
                  onText={(text) => set(index, { [part]: text })}
                />
              ))}
              <button
                type="button"
                className="button"
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                Remove<span className="visually-hidden"> specification {index + 1}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button" onClick={() => onChange([...rows, emptySpec()])}>
        Add specification
      </button>
    </fieldset>
  );
}
