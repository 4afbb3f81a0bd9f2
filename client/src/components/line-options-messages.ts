// The names of a line's options where a line of the cart or an order is listed (components/LineOptions.tsx),
// as the product page labels its pickers.
import { defineMessages } from "../i18n/catalogues.ts";

export const lineOptionMessages = defineMessages(
  "lineOptions",
  {
    color: "Colour: {{value}}",
    memory: "Memory: {{value}}",
    storage: "Storage: {{value}}",
    size: "Size: {{value}}",
  },
  {
    color: "रङ: {{value}}",
    memory: "मेमोरी: {{value}}",
    storage: "स्टोरेज: {{value}}",
    size: "साइज: {{value}}",
  },
);
