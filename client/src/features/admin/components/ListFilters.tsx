// A list's filters beside its search box: a group of selects (each with "All" unless told otherwise) and, while
// any filter is set, a way to clear them all.
import type { ReactNode } from "react";
import { Choices, type Choice } from "./Choices.tsx";

export function ListFilters({ children }: { children: ReactNode }) {
  return (
    <fieldset className="admin-filters">
      <legend className="visually-hidden">Filters</legend>
      {children}
    </fieldset>
  );
}

export function FilterSelect({
  id,
  label,
  value,
  options,
  all = "All",
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Choice[];
  /** The choice that filters nothing out; `false` when one of the options already means it. */
  all?: string | false;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <Choices none={all === false ? undefined : all} options={options} />
      </select>
    </div>
  );
}

export function ClearFilters({ shown, onClear }: { shown: boolean; onClear: () => void }) {
  if (!shown) return null;
  return (
    <button type="button" className="link-button admin-clear" onClick={onClear}>
      Clear filters
    </button>
  );
}
