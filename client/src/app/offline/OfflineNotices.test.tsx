// The offline notices (OfflineNotices.tsx): a live region that says the page is a kept copy and since when, in
// English and Nepali, and offers a new version.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@store/shared/language";
import { createTranslator } from "../../i18n/translator.ts";
import { OfflineNotices } from "./OfflineNotices.tsx";
import { offlineState } from "./offline-state.ts";

// 28 November 2026, 21:40 in Nepal (UTC+5:45).
const KEPT_AT = Date.UTC(2026, 10, 28, 15, 55);

function renderNotices(language: Language = "en") {
  return render(
    <I18nextProvider i18n={createTranslator(language)}>
      <OfflineNotices />
    </I18nextProvider>,
  );
}

afterEach(() => {
  act(() => offlineState.answered(null));
  vi.restoreAllMocks();
});

describe("the offline notices", () => {
  it("say nothing while the page came from the network", () => {
    renderNotices();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("say the page is a copy kept offline, with its day and time on Nepal's clock", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderNotices();
    act(() => offlineState.answered(KEPT_AT));
    expect(
      await screen.findByText("You are reading the copy of this page saved on 28/11/2026 at 21:40."),
    ).toBeInTheDocument();
    act(() => offlineState.answered(null));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("say so in Nepali on a Nepali page, and name a slow link when the device is online", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    renderNotices("ne");
    act(() => offlineState.answered(KEPT_AT));
    const notice = await screen.findByText(/इन्टरनेट ढिलो छ।/);
    expect(notice).toHaveTextContent("२१:४०");
    expect(notice).toHaveTextContent("२०२६ नोभेम्बर २८");
  });

  it("offer a new version, taken when the shopper presses Reload", async () => {
    const take = vi.fn();
    renderNotices();
    act(() => offlineState.newVersionReady(take));
    await userEvent.click(await screen.findByRole("button", { name: "Reload" }));
    expect(take).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("A new version of the store is ready.");
  });
});
