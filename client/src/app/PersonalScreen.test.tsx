import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { Provider } from "react-redux";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../i18n/translator.ts";
import { PersonalScreen } from "./PersonalScreen.tsx";
import { createStore } from "./store.ts";

function renderIn(language: "en" | "ne") {
  render(
    <I18nextProvider i18n={createTranslator(language)}>
      {/* guestFirst: as the server renders and the browser first hydrates, before storage is read. */}
      <Provider store={createStore({ guestFirst: true })}>
        <PersonalScreen title="shoppingCart">
          <p>the cart</p>
        </PersonalScreen>
      </Provider>
    </I18nextProvider>,
  );
}

describe("a personal screen before the browser knows who is signed in", () => {
  it("loads under its title in English", () => {
    renderIn("en");
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(document.title).toMatch(/^Shopping cart/);
    expect(screen.queryByText("the cart")).toBeNull();
  });

  it("loads under its title in Nepali", () => {
    renderIn("ne");
    expect(screen.getByRole("status").textContent).toBe("लोड हुँदैछ…");
    expect(document.title).toMatch(/^किनमेल कार्ट/);
  });
});
