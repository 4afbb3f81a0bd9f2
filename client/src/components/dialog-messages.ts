// The shared dialogs' words (components/ConfirmDialog.tsx).
import { defineMessages } from "../i18n/catalogues.ts";

export const dialogMessages = defineMessages("dialog", { cancel: "Cancel" }, { cancel: "रद्द गर्नुहोस्" });
