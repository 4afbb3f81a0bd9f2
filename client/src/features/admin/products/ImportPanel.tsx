// Importing a CSV in the export's format: a dry run first, which shows what would be created and updated and
// every refused row; the real import is offered only when the dry run found nothing wrong
// (docs/guides/admin.md: any invalid row writes nothing, so a run with errors would only be refused).
import { useState, type ChangeEvent } from "react";
import type { ImportReport } from "../admin-types.ts";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { TableHead } from "../components/TableHead.tsx";
import { errorText } from "../../../lib/errors/error-text.ts";

/** The chosen file's text (FileReader, which every browser and the test DOM have). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error("The file could not be read."));
    reader.readAsText(file);
  });
}

export function ImportPanel({
  onImport,
  busy,
}: {
  onImport: (request: { csv: string; dryRun: boolean }) => Promise<ImportReport>;
  busy: boolean;
}) {
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setReport(null);
    setDone(null);
    setFailure(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    try {
      const csv = await readText(chosen);
      setFile({ name: chosen.name, csv });
      setReport(await onImport({ csv, dryRun: true }));
    } catch (refusal) {
      setFailure(
        refusal instanceof Error
          ? refusal.message
          : errorText(refusal, "The file could not be checked.", "en"),
      );
    }
  }

  async function importForReal() {
    if (!file) return;
    setFailure(null);
    try {
      const result = await onImport({ csv: file.csv, dryRun: false });
      setDone(`Imported: ${result.created} created, ${result.updated} updated.`);
      setReport(null);
      setFile(null);
    } catch (refusal) {
      setFailure(errorText(refusal, "The import failed. Nothing was changed.", "en"));
    }
  }

  return (
    <section aria-labelledby="import-title" className="admin-panel admin-import">
      <h2 id="import-title">Import products</h2>
      <div className="field admin-field">
        <label htmlFor="import-file">CSV file (in the export&apos;s format)</label>
        <input id="import-file" type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} />
        <p className="admin-hint">The file is checked first; nothing changes until you import it.</p>
      </div>
      {busy && <p role="status">Checking…</p>}
      <FormOutcome failure={failure} />
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {report && file && (
        <div role="status" aria-live="polite">
          <p>
            Dry run of {file.name}: {report.created} would be created, {report.updated} would be updated
            {report.errors.length > 0
              ? `, ${report.errors.length} ${report.errors.length === 1 ? "error" : "errors"}.`
              : ", no errors."}
          </p>
        </div>
      )}
      {report && report.errors.length > 0 && (
        <section className="admin-table-scroll" aria-label="Import errors" tabIndex={0}>
          <table className="admin-table">
            <caption>Rows to fix before importing</caption>
            <TableHead headers={["Row", "Field", "Problem"]} numeric={["Row"]} />
            <tbody>
              {report.errors.map((error, index) => (
                <tr key={`${error.row}-${error.field}-${index}`}>
                  <td className="numeric">{error.row}</td>
                  <td>{error.field}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {report && report.errors.length === 0 && (
        <button type="button" className="button primary" disabled={busy} onClick={() => void importForReal()}>
          Import
        </button>
      )}
    </section>
  );
}
