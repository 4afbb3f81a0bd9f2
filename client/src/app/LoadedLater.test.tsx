import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LoadedLater } from "./LoadedLater.tsx";

const Part = () => <button type="button">Test credentials</button>;

describe("a part of the layout loaded later", () => {
  it("is not in the server's page, and its code is not asked for there", () => {
    const load = vi.fn(async () => Part);
    expect(renderToString(<LoadedLater load={load} />)).toBe("");
    expect(load).not.toHaveBeenCalled();
  });

  it("is shown once its code arrives in the browser", async () => {
    render(<LoadedLater load={async () => Part} />);
    expect(await screen.findByRole("button", { name: "Test credentials" })).toBeVisible();
  });

  it("is simply not there when its code never arrives", async () => {
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    const { container } = render(<LoadedLater load={load} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();
  });
});
