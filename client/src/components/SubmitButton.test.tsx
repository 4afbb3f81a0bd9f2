import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { SubmitButton } from "./FormFields.tsx";

const button = (busy = false) => (
  <form>
    <SubmitButton busy={busy} busyLabel="Saving...">
      Save
    </SubmitButton>
  </form>
);

describe("a form's submit button", () => {
  it("arrives disabled in a server-rendered page, so a press before the browser takes over sends nothing", () => {
    const html = renderToString(button());
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Save<\/button>/);
  });

  it("is enabled once the page has hydrated, with no mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(button());
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, button(), { onRecoverableError: recoverable });
    });
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it("is enabled at once on a screen the browser renders, and disabled while its request is under way", () => {
    const { rerender } = render(button());
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    rerender(button(true));
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
  });
});
