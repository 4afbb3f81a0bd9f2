import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { colourHex } from "@store/shared/colours";
import { ColourSwatches } from "./ColourSwatches.tsx";

const COLOURS = ["Black", "Sky Blue", "Black/White", "Red", "Gold"];

function swatches(chosen = "Black", onChoose = vi.fn()) {
  // Red is sold out; Gold comes only with another storage than the one chosen.
  const unavailable = (colour: string) =>
    colour === "Red"
      ? { why: "sold out", choosable: true }
      : colour === "Gold"
        ? { why: "not available with 1TB", choosable: false }
        : null;
  render(<ColourSwatches colours={COLOURS} chosen={chosen} unavailable={unavailable} onChoose={onChoose} />);
  return onChoose;
}

describe("the colour swatches", () => {
  it("names each colour in a group called Colour, the chosen one pressed", () => {
    swatches("Sky Blue");
    const group = screen.getByRole("group", { name: "Colour" });
    expect(group).toBeVisible();
    expect(screen.getByRole("button", { name: "Sky Blue" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Black" }).getAttribute("aria-pressed")).toBe("false");
    // The name is visible text beside the chip, not only an accessible name.
    expect(screen.getByRole("button", { name: "Black/White" }).textContent).toBe("Black/White");
  });

  it("paints each chip with the colour the pictures use, two tones side by side", () => {
    swatches();
    const chip = (name: string) => screen.getByRole("button", { name }).querySelector("svg.swatch-chip")!;
    const fills = (name: string) =>
      [...chip(name).querySelectorAll("[fill]")].map((shape) => shape.getAttribute("fill"));
    expect(chip("Black").getAttribute("aria-hidden")).toBe("true");
    expect(fills("Sky Blue")).toEqual([colourHex("Sky Blue"), "none"]);
    expect(fills("Black/White")).toEqual([colourHex("Black"), colourHex("White"), "none"]);
    expect(chip("Black").querySelector("[style]")).toBeNull();
  });

  it("says why a colour cannot be chosen with the others kept, and does not choose it", async () => {
    const onChoose = swatches();
    const gold = screen.getByRole("button", { name: "Gold (not available with 1TB)" }) as HTMLButtonElement;
    expect(gold.disabled).toBe(true);
    await userEvent.setup().click(gold);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("says a colour is sold out and still chooses it (its page offers to tell when it is back)", async () => {
    const onChoose = swatches();
    const red = screen.getByRole("button", { name: "Red (sold out)" }) as HTMLButtonElement;
    expect(red.disabled).toBe(false);
    expect(red.className).toContain("unavailable");
    await userEvent.setup().click(red);
    expect(onChoose).toHaveBeenCalledWith("Red");
  });

  it("keeps a sold-out colour that is the choice enabled", () => {
    swatches("Red");
    const red = screen.getByRole("button", { name: "Red" }) as HTMLButtonElement;
    expect(red.disabled).toBe(false);
    expect(red.getAttribute("aria-pressed")).toBe("true");
  });

  it("is chosen with the keyboard: Tab to a colour, Enter or Space to choose it", async () => {
    const onChoose = swatches();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Black" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Sky Blue" }));
    await user.keyboard("{Enter}");
    expect(onChoose).toHaveBeenLastCalledWith("Sky Blue");
    await user.tab();
    await user.keyboard(" ");
    expect(onChoose).toHaveBeenLastCalledWith("Black/White");
    // The sold-out colour can be reached (and asked about); the one that cannot go with the others is skipped.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Red (sold out)" }));
    await user.tab();
    expect(document.activeElement).not.toBe(
      screen.getByRole("button", { name: "Gold (not available with 1TB)" }),
    );
  });

  it("hydrates the server's markup without a mismatch", async () => {
    const props = { colours: COLOURS, chosen: "Black", unavailable: () => null, onChoose: () => {} };
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ColourSwatches {...props} />);
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
    const root = await act(async () =>
      hydrateRoot(container, <ColourSwatches {...props} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
