// The audit log (admins only): when, who, what kind and the details, filtered by kind and days.
import { useAuditLogQuery } from "./audit-api.ts";
import { AUDIT_KINDS, type AuditKind } from "@store/shared/admin/audit-kinds";
import type { AuditEvent, AuditPage } from "../admin-types.ts";
import { DateRangeFields } from "../components/DateRangeFields.tsx";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { dateTime } from "../orders/order-words.ts";
import { day, useListParams, type ParamPatch } from "../use-list-params.ts";

export const EVENTS_PER_PAGE = 50;

const details = (event: AuditEvent): string =>
  Object.entries(event.detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");

const COLUMNS: Column<AuditEvent>[] = [
  { header: "When", cell: (event) => <time dateTime={event.at}>{dateTime(event.at)}</time> },
  {
    header: "Who",
    cell: (event) =>
      event.user ? (
        <>
          {event.user.name}
          <br />
          <span className="admin-secondary">{event.user.email}</span>
        </>
      ) : event.userId ? (
        <span className="admin-secondary">Deleted account ({event.ip})</span>
      ) : (
        <span className="admin-secondary">Guest ({event.ip})</span>
      ),
  },
  { header: "Kind", cell: (event) => <code>{event.kind}</code> },
  { header: "Details", cell: (event) => details(event) || "—" },
];

interface AuditFilters {
  kind?: AuditKind;
  from?: string;
  to?: string;
}

function Filters({ query, onChange }: { query: AuditFilters; onChange: (patch: ParamPatch) => void }) {
  return (
    <fieldset className="admin-filters">
      <legend className="visually-hidden">Filters</legend>
      <div className="field">
        <label htmlFor="audit-kind">Kind</label>
        <select
          id="audit-kind"
          value={query.kind ?? ""}
          onChange={(event) => onChange({ kind: event.target.value })}
        >
          <option value="">All</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </select>
      </div>
      <DateRangeFields idPrefix="audit" from={query.from} to={query.to} onChange={onChange} />
    </fieldset>
  );
}

export function AuditLogScreen({
  answer,
  isLoading,
  error,
  onRetry,
  query,
  onFilter,
  onPage,
}: {
  answer: AuditPage | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  query: AuditFilters;
  onFilter: (patch: ParamPatch) => void;
  onPage: (page: number) => void;
}) {
  return (
    <DataTable
      caption="Audit events"
      columns={COLUMNS}
      rows={answer?.events}
      rowKey={(event) => event._id}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyMessage="No events match these filters."
      filters={<Filters query={query} onChange={onFilter} />}
      pagination={answer && { ...answer, onPage }}
    />
  );
}

export default function AuditLogPage() {
  const { params, page, update } = useListParams();
  const kind = AUDIT_KINDS.find((candidate) => candidate === params.get("kind"));
  const query = { kind, from: day(params.get("from")), to: day(params.get("to")) };
  const events = useAuditLogQuery({ ...query, page, limit: EVENTS_PER_PAGE });
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <AuditLogScreen
        answer={events.currentData}
        isLoading={events.isFetching && !events.currentData}
        error={events.isError ? events.error : undefined}
        onRetry={() => void events.refetch()}
        query={query}
        onFilter={update}
        onPage={(next) => update({ page: next })}
      />
    </section>
  );
}
