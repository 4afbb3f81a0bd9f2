// The audit log (admins only): when, who, what kind and the details in words, filtered by kind and days.
import { Link } from "react-router-dom";
import { useAuditLogQuery } from "./audit-api.ts";
import { auditActor, auditDetails, KIND_WORDS } from "./audit-words.ts";
import { AUDIT_KINDS, type AuditKind } from "@store/shared/admin/audit-kinds";
import type { AuditEvent } from "../admin-types.ts";
import { choices } from "../components/Choices.tsx";
import { DateRangeFields } from "../components/DateRangeFields.tsx";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { FilterSelect, ListFilters } from "../components/ListFilters.tsx";
import { dateTime } from "../orders/order-words.ts";
import { day, oneOf, useListParams, type ParamPatch } from "../use-list-params.ts";

export const EVENTS_PER_PAGE = 50;

function Who({ event }: { event: AuditEvent }) {
  const actor = auditActor(event);
  return (
    <>
      {actor.name}
      {actor.secondary.map((fact, at) => (
        <span key={fact}>
          {(actor.name || at > 0) && <br />}
          <span className="admin-secondary">{fact}</span>
        </span>
      ))}
    </>
  );
}

function Details({ event }: { event: AuditEvent }) {
  const { subject, lines } = auditDetails(event);
  if (!subject && lines.length === 0) return <>—</>;
  return (
    <div className="admin-audit-details">
      {subject && (
        <p className="admin-audit-subject">
          {subject.to ? <Link to={subject.to}>{subject.text}</Link> : subject.text}
        </p>
      )}
      {lines.length > 0 && (
        <ul className="admin-audit-lines">
          {lines.map((line, at) => (
            <li key={at}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

const COLUMNS: Column<AuditEvent>[] = [
  { header: "When", cell: (event) => <time dateTime={event.at}>{dateTime(event.at)}</time> },
  { header: "Who", cell: (event) => <Who event={event} /> },
  { header: "Kind", cell: (event) => KIND_WORDS[event.kind] },
  { header: "Details", cell: (event) => <Details event={event} /> },
];

interface AuditFilters {
  kind?: AuditKind;
  from?: string;
  to?: string;
}

function Filters({ query, onChange }: { query: AuditFilters; onChange: (patch: ParamPatch) => void }) {
  return (
    <ListFilters>
      <FilterSelect
        id="audit-kind"
        label="Kind"
        value={query.kind ?? ""}
        options={choices(AUDIT_KINDS, (kind) => KIND_WORDS[kind])}
        onChange={(kind) => onChange({ kind })}
      />
      <DateRangeFields idPrefix="audit" from={query.from} to={query.to} onChange={onChange} />
    </ListFilters>
  );
}

export default function AuditLogPage() {
  const { params, page, update, table } = useListParams();
  const query = {
    kind: oneOf(params.get("kind"), AUDIT_KINDS),
    from: day(params.get("from")),
    to: day(params.get("to")),
  };
  const events = useAuditLogQuery({ ...query, page, limit: EVENTS_PER_PAGE });
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <DataTable
        caption="Audit events"
        columns={COLUMNS}
        {...table(events, (answer) => answer.events)}
        emptyMessage="No events match these filters."
        filters={<Filters query={query} onChange={update} />}
      />
    </section>
  );
}
