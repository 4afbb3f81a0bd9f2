// A list's "From" and "To" days (YYYY-MM-DD, Nepal time on the server, both ends included), each bounded by the
// other so the browser's picker offers no empty range.
import type { ParamPatch } from "../use-list-params.ts";

export function DateRangeFields({
  idPrefix,
  from,
  to,
  onChange,
}: {
  idPrefix: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: ParamPatch) => void;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-from`}>From</label>
        <input
          id={`${idPrefix}-from`}
          type="date"
          value={from ?? ""}
          max={to}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-to`}>To</label>
        <input
          id={`${idPrefix}-to`}
          type="date"
          value={to ?? ""}
          min={from}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
    </>
  );
}
