// Thirty days of revenue as bars, drawn in SVG without a chart library. The picture has a one-sentence name for
// screen readers, and the same numbers are a table beside it for anyone who wants the figures.
import { formatRupees } from "../../../lib/money.ts";
import { TableHead } from "../components/TableHead.tsx";

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/** "2026-11-24" → "24 Nov", the day as the merchant reads it (the date is already Nepal's). */
export function shortDay(date: string): string {
  const [year, month, dayOfMonth] = date.split("-").map(Number);
  const when = new Date(Date.UTC(year!, month! - 1, dayOfMonth!));
  return when.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
}

/** The chart's text alternative: the total, the best day and the span. */
export function revenueSummary(days: { date: string; amount: number }[]): string {
  if (days.length === 0) return "No revenue in the last 30 days.";
  const total = days.reduce((sum, entry) => sum + entry.amount, 0);
  const best = days.reduce((top, entry) => (entry.amount > top.amount ? entry : top), days[0]!);
  const span = `${shortDay(days[0]!.date)} to ${shortDay(days[days.length - 1]!.date)}`;
  return total === 0
    ? `No revenue from ${span}.`
    : `Revenue by day from ${span}: ${formatRupees(total)} in all; the best day was ${shortDay(best.date)} with ${formatRupees(best.amount)}.`;
}

export function RevenueChart({ days }: { days: { date: string; amount: number }[] }) {
  const highest = Math.max(1, ...days.map((entry) => entry.amount));
  const slot = days.length > 0 ? WIDTH / days.length : WIDTH;
  // The table is beside the figure, not in it: a figure's caption must be its first or last child.
  return (
    <>
      <figure className="admin-chart">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby="revenue-chart-summary"
          preserveAspectRatio="none"
        >
          <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="admin-chart-axis" />
          {days.map((entry, index) => {
            const height = Math.round((entry.amount / highest) * (HEIGHT - 8));
            return (
              <rect
                key={entry.date}
                x={index * slot + GAP / 2}
                y={HEIGHT - height}
                width={Math.max(1, slot - GAP)}
                height={height}
                className="admin-chart-bar"
              >
                <title>{`${shortDay(entry.date)}: ${formatRupees(entry.amount)}`}</title>
              </rect>
            );
          })}
        </svg>
        {days.length > 0 && (
          <p className="admin-chart-scale" aria-hidden="true">
            <span>{shortDay(days[0]!.date)}</span>
            {days.some((entry) => entry.amount > 0) && <span>highest day {formatRupees(highest)}</span>}
            <span>{shortDay(days[days.length - 1]!.date)}</span>
          </p>
        )}
        <figcaption id="revenue-chart-summary">{revenueSummary(days)}</figcaption>
      </figure>
      <details className="admin-chart-table">
        <summary>Revenue by day as a table</summary>
        <table className="admin-table">
          <caption className="visually-hidden">Revenue by day</caption>
          <TableHead headers={["Day", "Revenue"]} numeric={["Revenue"]} />
          <tbody>
            {days.map((entry) => (
              <tr key={entry.date}>
                <th scope="row">
                  <time dateTime={entry.date}>{shortDay(entry.date)}</time>
                </th>
                <td className="numeric">{formatRupees(entry.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
