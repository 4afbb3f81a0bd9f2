import { useVoiceSearch, type VoiceSearchOptions } from "./use-voice-search.ts";
import { useMessages } from "../../i18n/use-messages.ts";
import { voiceSearchMessages } from "./search-messages.ts";
import "./voice-search.css";

const STATUS_TEXT = { listening: "listening", processing: "searching" } as const;

/** The microphone button of the search form: speak, and the search runs after 2 seconds of silence. */
export function VoiceSearchButton(props: VoiceSearchOptions) {
  const { status, toggle } = useVoiceSearch(props);
  const listening = status === "listening";
  const { t } = useMessages(voiceSearchMessages);
  return (
    <>
      <button
        type="button"
        className="voice-search-button"
        data-status={status}
        aria-label={listening ? t("stopListening") : t("searchByVoice")}
        aria-pressed={listening}
        onClick={toggle}
      >
        <svg
          className="voice-search-icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="9" y="2" width="6" height="12" rx="3" />
          <path d="M5 10v1a7 7 0 0 0 14 0v-1" />
          <path d="M12 18v4" />
          <path d="M8 22h8" />
        </svg>
      </button>
      <span role="status" className="visually-hidden">
        {status === "idle" ? "" : t(STATUS_TEXT[status])}
      </span>
    </>
  );
}
