// A select's options: an optional first "none" choice with an empty value, then one option per choice.
export interface Choice {
  value: string;
  label: string;
}

/** The choices of a list of values, each with its words. */
export const choices = <T extends string>(values: readonly T[], label: (value: T) => string): Choice[] =>
  values.map((value) => ({ value, label: label(value) }));

/** The choices of catalogue records (brands, categories): each by its slug, in its name. */
export const slugChoices = (records: readonly { slug: string; name: string }[]): Choice[] =>
  records.map((record) => ({ value: record.slug, label: record.name }));

export function Choices({ none, options }: { none?: string; options: Choice[] }) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
