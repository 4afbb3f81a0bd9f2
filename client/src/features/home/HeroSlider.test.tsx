import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroSlider } from "./HeroSlider.tsx";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const current = () => screen.getByRole("heading", { level: 1 }).textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderSlider() {
  render(
    <MemoryRouter>
      <HeroSlider />
    </MemoryRouter>,
  );
}

describe("the hero slider", () => {
  it("advances every 6 seconds and wraps around", () => {
    renderSlider();
    const first = current();
    advance(5999);
    expect(current()).toBe(first);
    advance(1);
    expect(current()).not.toBe(first);
    advance(12_000);
    expect(current()).toBe(first);
  });

  it("pauses while hovered", () => {
    renderSlider();
    const first = current();
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Highlights" }));
    advance(20_000);
    expect(current()).toBe(first);
    fireEvent.mouseLeave(screen.getByRole("region", { name: "Highlights" }));
    advance(6000);
    expect(current()).not.toBe(first);
  });

  it("holds a chosen slide, then resumes 10 seconds later", () => {
    renderSlider();
    expect(screen.getByRole("group", { name: "1 of 3" }).getAttribute("aria-roledescription")).toBe("slide");
    fireEvent.click(screen.getByRole("button", { name: "Show slide 3" }));
    expect(screen.getByRole("group", { name: "3 of 3" })).toBeVisible();
    const chosen = current();
    advance(9999);
    expect(current()).toBe(chosen);
    advance(1);
    advance(6000);
    expect(current()).not.toBe(chosen);
  });

  it("changes slide on a swipe longer than 50 px only", () => {
    renderSlider();
    const region = screen.getByRole("region", { name: "Highlights" });
    const first = current();
    fireEvent.touchStart(region, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 160 }] });
    expect(current()).toBe(first);
    fireEvent.touchStart(region, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 120 }] });
    expect(current()).not.toBe(first);
  });
});
