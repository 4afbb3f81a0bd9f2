/** A search box named by a label that only screen readers read (the placeholder says it to the eye). */
export function SearchInput({
  id,
  label,
  placeholder,
  value,
  onValueChange,
  name,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The query parameter it fills when its form is sent without JavaScript. */
  name?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name={name}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </>
  );
}
