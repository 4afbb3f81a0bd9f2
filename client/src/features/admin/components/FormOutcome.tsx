// What became of an admin form's last submission: the server's confirmation (read out politely) or its refusal
// (read out at once). Nothing while there is neither.
export function FormOutcome({ done, failure }: { done?: string | null; failure?: string | null }) {
  return (
    <>
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
