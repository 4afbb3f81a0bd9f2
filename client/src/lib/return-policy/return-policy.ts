// The store's return policy as the page's language says it ("30-day return policy", "३० दिने फिर्ता नीति"): the
// home page's feature card and /offers put this phrase in their own sentences.
import { RETURN_DAYS } from "@store/shared/return-policy";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { returnPolicyMessages } from "./return-policy-messages.ts";

export function useReturnPolicy(): string {
  const { t } = useMessages(returnPolicyMessages);
  const { number } = useFormat();
  return t("policy", { days: number(RETURN_DAYS) });
}
