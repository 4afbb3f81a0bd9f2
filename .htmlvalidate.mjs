// html-validate's configuration for the whole project: the browser journey e2e/html-validity.spec.ts validates
// every screen's rendered DOM with it. A JavaScript file so that each departure from the presets says why.
import { defineConfig } from "html-validate";

export default defineConfig({
  root: true,
  // "document" adds the rules for a whole page (heading levels, labels, doctype, references), which is what the
  // journey validates: the document, not a fragment.
  extends: ["html-validate:recommended", "html-validate:a11y", "html-validate:document"],
  rules: {
    // What is validated is the DOM as the browser serialises it (outerHTML), which writes every boolean or empty
    // attribute as `disabled=""` or `crossorigin=""` whatever the source said: the presets' "omit" could never
    // pass. "empty" is the one form the serialiser writes.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // The HTML parser moves the line break after </body> into the body, so the serialised DOM of any indented
    // index.html ends with a line of spaces: an artefact of serialising, not of the markup. (The rule is about
    // the formatting of source files, which Prettier already keeps.)
    "no-trailing-whitespace": "off",
    // The store's scripts and style sheets are its own, built by Vite into /assets/ on the store's origin; Vite's
    // preloader writes their URLs absolute (http://host/assets/...), which the rule would take for another
    // origin's. A resource from another origin must still carry an integrity hash.
    "require-sri": ["error", { target: "crossorigin", exclude: ["/assets/"] }],
  },
});
