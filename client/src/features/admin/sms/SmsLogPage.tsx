// The SMS log: every text of the notifications outbox with its number, kind, length, status and the provider's
// answer, found by number (typed in any form) or kind and filtered by status; a failed text can be sent again,
// and a banner warns when the provider has no credit left. In the page's language.
import { useState } from "react";
import { SMS_STATUSES, type SmsMessage } from "@store/shared/admin/sms";
import { displayPhone } from "@store/shared/phone";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { FilterSelect, ListFilters } from "../components/ListFilters.tsx";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { useListParams } from "../use-list-params.ts";
import { dateTime } from "../orders/order-words.ts";
import { formatDate, formatTime } from "../../../lib/dates.ts";
import { errorText } from "../../../lib/errors/error-text.ts";
import { useMessages } from "../../../i18n/use-messages.ts";
import { smsMessages } from "./sms-messages.ts";
import { useResendSmsMutation, useSmsLogQuery } from "./sms-api.ts";

// The catalogue's keys by value, each named whole so the catalogue's test sees it used.
const STATUS_KEY = {
  queued: "status_queued",
  sent: "status_sent",
  captured: "status_captured",
  failed: "status_failed",
} as const satisfies Record<SmsMessage["status"], string>;
const ERROR_KEY = {
  invalid_number: "error_invalid_number",
  no_credit: "error_no_credit",
  provider_error: "error_provider_error",
  network: "error_network",
} as const satisfies Record<NonNullable<SmsMessage["errorCode"]>, string>;
const KIND_KEY = {
  sign_in_code: "kind_sign_in_code",
  order_placed: "kind_order_placed",
  shipped: "kind_shipped",
  out_for_delivery: "kind_out_for_delivery",
  delivered: "kind_delivered",
  cancelled: "kind_cancelled",
  refunded: "kind_refunded",
  back_in_stock: "kind_back_in_stock",
} as const satisfies Record<SmsMessage["kind"], string>;

const isStatus = (value: string): value is SmsMessage["status"] =>
  (SMS_STATUSES as readonly string[]).includes(value);

export default function SmsLogPage() {
  const { t, language } = useMessages(smsMessages);
  const { params, page, update, search, table } = useListParams();
  const status = params.get("status") ?? "";
  const searched = params.get("search") ?? "";
  const log = useSmsLogQuery({
    page,
    limit: 50,
    ...(isStatus(status) ? { status } : {}),
    ...(searched ? { search: searched } : {}),
  });
  const [resend, resendCall] = useResendSmsMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // As the other admin lists write it in English; in Nepali, Nepal's day in both calendars and its clock.
  const time = (iso: string) =>
    language === "ne" ? `${formatDate(iso, "ne")} ${formatTime(iso, "ne")}` : dateTime(iso);
  const statusWords = (row: SmsMessage) => {
    const error = row.errorCode ? ` (${t(ERROR_KEY[row.errorCode])})` : "";
    if (row.status === "queued" && row.errorCode) return `${t("status_retrying")}${error}`;
    return `${t(STATUS_KEY[row.status])}${row.status === "failed" ? error : ""}`;
  };

  async function sendAgain(row: SmsMessage) {
    setDone(null);
    setFailure(null);
    try {
      await resend(row._id).unwrap();
      setDone(t("resent", { number: displayPhone(row.to) }));
    } catch (refusal) {
      setFailure(errorText(refusal, t("resendFailed"), language));
    }
  }

  const columns: Column<SmsMessage>[] = [
    { header: t("created"), cell: (row) => <time dateTime={row.createdAt}>{time(row.createdAt)}</time> },
    { header: t("number"), cell: (row) => <span className="sms-number">{displayPhone(row.to)}</span> },
    { header: t("kind"), cell: (row) => t(KIND_KEY[row.kind]) },
    { header: t("status"), cell: statusWords },
    { header: t("segments"), cell: (row) => row.segments, numeric: true },
    {
      header: t("answer"),
      cell: (row) => (row.providerAnswer ? <code className="sms-answer">{row.providerAnswer}</code> : "—"),
    },
    {
      header: t("resend"),
      cell: (row) =>
        row.status === "failed" && row.kind !== "sign_in_code" ? (
          <button
            type="button"
            className="button"
            disabled={resendCall.isLoading}
            aria-label={t("resendNumber", { number: displayPhone(row.to) })}
            onClick={() => void sendAgain(row)}
          >
            {t("resend")}
          </button>
        ) : (
          ""
        ),
    },
  ];
  return (
    <section aria-labelledby="sms-title" lang={language}>
      <h1 id="sms-title">{t("title")}</h1>
      <p className="admin-secondary">{t("intro")}</p>
      {log.currentData?.lowCredit && (
        <p role="alert" className="admin-panel admin-notice sms-low-credit">
          {t("lowCredit")}
        </p>
      )}
      <FormOutcome done={done} failure={failure} />
      <DataTable
        caption={t("caption")}
        columns={columns}
        {...table(log, (answer) => answer.messages)}
        emptyMessage={t("empty")}
        search={search(t("search"))}
        filters={
          <ListFilters>
            <FilterSelect
              id="sms-filter-status"
              label={t("status")}
              all={t("all")}
              value={status}
              options={SMS_STATUSES.map((value) => ({ value, label: t(STATUS_KEY[value]) }))}
              onChange={(next) => update({ status: next })}
            />
          </ListFilters>
        }
      />
    </section>
  );
}
