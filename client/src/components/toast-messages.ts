// The toasts' own words; each toast's message is already in the page's language when it is shown.
import { defineMessages } from "../i18n/catalogues.ts";

export const toastMessages = defineMessages("toasts", { dismiss: "Dismiss" }, { dismiss: "हटाउनुहोस्" });
