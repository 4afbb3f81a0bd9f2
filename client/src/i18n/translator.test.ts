import { describe, expect, it } from "vitest";
import { defineMessages } from "./catalogues.ts";
import { createRenderTranslator, createTranslator } from "./translator.ts";

describe("the translators", () => {
  it("on the server, take a catalogue a lazy part registers while the page renders, until the render is done", () => {
    const { translator, done } = createRenderTranslator("ne");
    // The back-in-stock form's code arrives mid-render, the first time after the server starts.
    defineMessages(
      "translator-test-lazy",
      { notifyMe: "Notify me when it's back" },
      { notifyMe: "मलाई खबर गर्नुहोस्" },
    );
    expect(translator.t("notifyMe", { ns: "translator-test-lazy" })).toBe("मलाई खबर गर्नुहोस्");
    done();
    defineMessages("translator-test-later", { later: "Later" }, { later: "पछि" });
    expect(translator.hasResourceBundle("ne", "translator-test-later")).toBe(false);
  });

  it("in the browser, take every catalogue a lazy screen brings", () => {
    const translator = createTranslator("en");
    defineMessages("translator-test-screen", { title: "A screen" }, { title: "एउटा स्क्रिन" });
    expect(translator.t("title", { ns: "translator-test-screen" })).toBe("A screen");
  });
});
