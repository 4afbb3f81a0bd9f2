// The admin's discount codes (admins only): each with what it takes off, its minimum, dates and usage, whether
// shoppers can use it now, and the way to change or switch it off.
import type { AdminDiscount } from "@store/shared/admin/discounts";
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useAdminDiscountsQuery, useChangeDiscountMutation } from "./discounts-api.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { Money } from "../components/Money.tsx";
import { discountState, discountWords, nepalDay } from "./discount-words.ts";
import { errorText } from "../../../lib/errors/error-text.ts";

function ToggleButton({ discount, onDone }: { discount: AdminDiscount; onDone: (message: string) => void }) {
  const [change, changing] = useChangeDiscountMutation();
  return (
    <button
      type="button"
      className="button"
      disabled={changing.isLoading}
      onClick={() =>
        void change({ id: discount._id, active: !discount.active })
          .unwrap()
          .then((saved) => onDone(`${saved.code} is ${saved.active ? "switched on" : "switched off"}.`))
          .catch((failure: unknown) => onDone(errorText(failure, "The code could not be changed.", "en")))
      }
    >
      {discount.active ? "Switch off" : "Switch on"}
      <span className="visually-hidden"> {discount.code}</span>
    </button>
  );
}

export default function DiscountsPage() {
  const discounts = useAdminDiscountsQuery();
  // A form that saved a code comes back here with its confirmation.
  const saved = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const [notice, setNotice] = useState<string | null>(saved);
  const columns: Column<AdminDiscount>[] = [
    { header: "Code", cell: (row) => <Link to={`/admin/discounts/${row._id}`}>{row.code}</Link> },
    { header: "Discount", cell: (row) => discountWords(row) },
    { header: "Minimum", numeric: true, cell: (row) => <Money amount={row.minSubtotal} /> },
    {
      header: "Dates",
      cell: (row) =>
        row.startsAt || row.endsAt
          ? `${nepalDay(row.startsAt) || "now"} – ${nepalDay(row.endsAt) || "no end"}`
          : "Always",
    },
    {
      header: "Used",
      numeric: true,
      cell: (row) => (row.usageLimit === null ? `${row.timesUsed}` : `${row.timesUsed} of ${row.usageLimit}`),
    },
    {
      header: "Per customer",
      numeric: true,
      cell: (row) => (row.perCustomerLimit === null ? "No limit" : `${row.perCustomerLimit}`),
    },
    { header: "Status", cell: (row) => discountState(row) },
    { header: "Actions", cell: (row) => <ToggleButton discount={row} onDone={setNotice} /> },
  ];
  return (
    <section aria-labelledby="discounts-title">
      <h1 id="discounts-title">Discount codes</h1>
      <p>
        <Link className="button primary" to="/admin/discounts/new">
          New discount code
        </Link>
      </p>
      <FormOutcome done={notice} />
      <DataTable
        caption="Discount codes"
        columns={columns}
        rows={discounts.data}
        isLoading={discounts.isLoading}
        error={discounts.error}
        onRetry={() => void discounts.refetch()}
        emptyMessage="No discount codes yet."
      />
    </section>
  );
}
