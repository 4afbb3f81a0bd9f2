// A product's specifications as name/value rows the admin adds and removes ("Display" → "6.6 inch").
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
          const nameId = controlId(`specifications.${index}.name`);
          const valueId = controlId(`specifications.${index}.value`);
          const nameError = errors[`specifications.${index}.name`];
          const valueError = errors[`specifications.${index}.value`];
          return (
            <li key={row.key} className="admin-spec-row">
              <div className="field admin-field">
                <label htmlFor={nameId}>Specification {index + 1} name</label>
                <input
                  id={nameId}
                  type="text"
                  value={row.name}
                  aria-invalid={Boolean(nameError)}
                  aria-describedby={nameError ? `${nameId}-error` : undefined}
                  onChange={(event) => set(index, { name: event.target.value })}
                />
                {nameError && (
                  <p id={`${nameId}-error`} className="field-error">
                    {nameError}
                  </p>
                )}
              </div>
              <div className="field admin-field">
                <label htmlFor={valueId}>Specification {index + 1} value</label>
                <input
                  id={valueId}
                  type="text"
                  value={row.value}
                  aria-invalid={Boolean(valueError)}
                  aria-describedby={valueError ? `${valueId}-error` : undefined}
                  onChange={(event) => set(index, { value: event.target.value })}
                />
                {valueError && (
                  <p id={`${valueId}-error`} className="field-error">
                    {valueError}
                  </p>
                )}
              </div>
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
