// The option names of a bought line (components/LineOptions.tsx): the product page's words for them.
import { defineMessages } from "../i18n/catalogues.ts";

export const lineOptionsMessages = defineMessages(
  "lineOptions",
  {
    color: "Colour",
    memory: "Memory",
    storage: "Storage",
    size: "Size",
    option: "{{name}}: {{value}}",
  },
  {
    color: "रङ",
    memory: "मेमोरी",
    storage: "स्टोरेज",
    size: "साइज",
    option: "{{name}}: {{value}}",
  },
);
