// The mail viewer: every email of the outbox with its status, and one message's HTML (in a sandboxed frame that
// runs no script and loads nothing of the admin's) and plain text. Without SMTP_URL this is where mail ends up.
import type { MailSummary } from "@store/shared/admin/mail";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { dateTime } from "../orders/order-words.ts";
import { useListParams } from "../use-list-params.ts";
import { useOutboxMailQuery, useOutboxMessageQuery } from "./mail-api.ts";
import { errorText } from "../../../lib/errors/error-text.ts";

const STATUS_WORDS: Record<MailSummary["status"], string> = {
  queued: "Queued",
  sent: "Sent",
  captured: "Captured",
  failed: "Failed",
};

function statusOf(message: MailSummary): string {
  if (message.status === "queued" && message.lastError)
    return `Retrying (attempt ${message.attempts + 1} at ${dateTime(message.nextAttemptAt)})`;
  return STATUS_WORDS[message.status];
}

function MessageView({ id, onClose }: { id: string; onClose: () => void }) {
  const message = useOutboxMessageQuery(id);
  return (
    <section className="admin-panel mail-message" aria-labelledby="mail-message-title">
      <div className="mail-message-head">
        <h2 id="mail-message-title">{message.data?.subject ?? "Email"}</h2>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
      {message.isLoading && <p role="status">Loading the email…</p>}
      {message.isError && (
        <p className="form-error" role="alert">
          {errorText(message.error, "The email could not be loaded.", "en")}
        </p>
      )}
      {message.data && (
        <>
          <p className="admin-secondary">
            To {message.data.to} · {statusOf(message.data)}
            {message.data.lastError ? ` · Last error: ${message.data.lastError}` : ""}
          </p>
          <h3>HTML</h3>
          <iframe className="mail-frame" title="The email's HTML" sandbox="" srcDoc={message.data.html} />
          <h3>Plain text</h3>
          <pre className="mail-text">{message.data.text}</pre>
        </>
      )}
    </section>
  );
}

export default function MailViewerPage() {
  const { params, page, update, table } = useListParams();
  const to = params.get("to") ?? "";
  const open = params.get("message");
  const mail = useOutboxMailQuery({ page, limit: 50, ...(to ? { to } : {}) });
  const columns: Column<MailSummary>[] = [
    { header: "Created", cell: (row) => <time dateTime={row.createdAt}>{dateTime(row.createdAt)}</time> },
    { header: "To", cell: (row) => row.to },
    {
      header: "Subject",
      cell: (row) => (
        <button type="button" className="link-button" onClick={() => update({ message: row._id, page })}>
          {row.subject}
        </button>
      ),
    },
    { header: "Kind", cell: (row) => <code>{row.template}</code> },
    { header: "Status", cell: statusOf },
  ];
  return (
    <section aria-labelledby="mail-title">
      <h1 id="mail-title">Mail</h1>
      <p className="admin-secondary">
        What the store has emailed. Without SMTP_URL nothing leaves: messages are captured here.
      </p>
      {open && <MessageView id={open} onClose={() => update({ message: "", page })} />}
      <DataTable
        caption="Emails"
        columns={columns}
        {...table(mail, (answer) => answer.messages)}
        emptyMessage="No emails yet."
        search={{ label: "Recipient's email", value: to, onSearch: (value) => update({ to: value }) }}
      />
    </section>
  );
}
