// The store's return policy in words (shared/src/return-policy.ts has its days): the one phrase every page
// that speaks of returns uses, so none promises another policy.
import { defineMessages } from "../../i18n/catalogues.ts";

export const returnPolicyMessages = defineMessages(
  "returnPolicy",
  { policy: "{{days}}-day return policy" },
  { policy: "{{days}} दिने फिर्ता नीति" },
);
