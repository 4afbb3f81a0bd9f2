import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RevenueChart, revenueSummary } from "./RevenueChart.tsx";

const DAYS = [
  { date: "2026-11-22", amount: 15000 },
  { date: "2026-11-23", amount: 0 },
  { date: "2026-11-24", amount: 149999 },
];

describe("the dashboard's revenue chart", () => {
  it("names the picture with its figures in one sentence", () => {
    render(<RevenueChart days={DAYS} />);
    const chart = screen.getByRole("img");
    expect(chart.tagName.toLowerCase()).toBe("svg");
    // The accessible name is the caption the picture points at.
    const name = document.getElementById(chart.getAttribute("aria-labelledby")!)!.textContent;
    expect(name).toBe(
      "Revenue by day from 22 Nov to 24 Nov: Rs 1,64,999 in all; the best day was 24 Nov with Rs 1,49,999.",
    );
  });

  it("draws one bar per day, the best day the tallest, each with its figure", () => {
    const { container } = render(<RevenueChart days={DAYS} />);
    const bars = Array.from(container.querySelectorAll("rect"));
    expect(bars.map((bar) => bar.querySelector("title")?.textContent)).toEqual([
      "22 Nov: Rs 15,000",
      "23 Nov: Rs 0",
      "24 Nov: Rs 1,49,999",
    ]);
    const heights = bars.map((bar) => Number(bar.getAttribute("height")));
    expect(heights[2]).toBeGreaterThan(heights[0]!);
    expect(heights[1]).toBe(0);
  });

  it("gives the same numbers as a table, a row per day", async () => {
    render(<RevenueChart days={DAYS} />);
    await userEvent.setup().click(screen.getByText("Revenue by day as a table"));
    const table = screen.getByRole("table", { name: "Revenue by day" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["22 Nov", "Rs 15,000"],
      ["23 Nov", "Rs 0"],
      ["24 Nov", "Rs 1,49,999"],
    ]);
  });

  it("says plainly when there was no revenue", () => {
    expect(revenueSummary([])).toBe("No revenue in the last 30 days.");
    expect(revenueSummary([{ date: "2026-11-24", amount: 0 }])).toBe("No revenue from 24 Nov to 24 Nov.");
  });
});
