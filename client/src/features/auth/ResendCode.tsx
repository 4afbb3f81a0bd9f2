// "Send a new code", usable once the 60 s pause after the last code is over, with the pause counted down beside it
// (announced politely): the phone sign-in's code step and the profile's code steps share it.
import { formatNumber } from "@store/shared/money";
import { useMessages } from "../../i18n/use-messages.ts";
import { phoneMessages } from "./phone-messages.ts";

export interface ResendCodeProps {
  /** Seconds until a new code may be asked for (0: now). */
  secondsLeft: number;
  /** A code is being asked for already. */
  sending: boolean;
  onResend: () => void;
  /** The profile's forms lay it across both columns. */
  wide?: boolean;
}

export function ResendCode({ secondsLeft, sending, onResend, wide = false }: ResendCodeProps) {
  const { t, language } = useMessages(phoneMessages);
  return (
    <p className={wide ? "wide code-actions" : "code-actions"}>
      <button type="button" className="link-button" disabled={secondsLeft > 0 || sending} onClick={onResend}>
        {t("resendCode")}
      </button>{" "}
      <span role="status" aria-live="polite">
        {secondsLeft > 0 ? t("resendIn", { seconds: formatNumber(secondsLeft, language) }) : ""}
      </span>
    </p>
  );
}
