// Voice search over the Web Speech API (docs/STOREFRONT.md "States and steps"): idle → listening → processing
// → idle. The words appear in the search box as they arrive; 2 s after the last result the hook stops
// listening and searches.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useMessages, type MessageKey } from "../../i18n/use-messages.ts";
import { voiceSearchMessages } from "./search-messages.ts";

export const SILENCE_TIMEOUT_MS = 2000;
export const VOICE_SEARCH_LANG = "en-US";

/** Recognition in the page's language: Nepali pages listen for Nepali (Chrome knows ne-NP). */
export const VOICE_SEARCH_LANGS = { en: VOICE_SEARCH_LANG, ne: "ne-NP" } as const;

type VoiceSearchKey = MessageKey<typeof voiceSearchMessages.en>;

/* The parts of the Web Speech API this hook uses. TypeScript's DOM library has no SpeechRecognition, and
   browsers ship it as SpeechRecognition or webkitSpeechRecognition, so the shapes are declared here. */
export interface SpeechRecognitionAlternativeLike {
  readonly transcript: string;
}
export interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechRecognitionAlternativeLike;
}
export interface SpeechRecognitionEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechRecognitionResultLike };
}
export interface SpeechRecognitionErrorEventLike {
  readonly error: string;
}
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

type WindowWithSpeech = Window & {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
};

export function speechRecognitionConstructor(): SpeechRecognitionConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const speechWindow = window as WindowWithSpeech;
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/** The alert for a recognition error code, or null for codes that need none ("aborted" is our own stop). */
export function voiceSearchErrorMessage(code: string): VoiceSearchKey | null {
  switch (code) {
    case "not-allowed":
      return "microphoneDenied";
    case "service-not-allowed":
      return "serviceBlocked";
    case "no-speech":
      return "noSpeech";
    case "audio-capture":
      return "noMicrophone";
    case "network":
      return "network";
    case "aborted":
      return null;
    default:
      return "other";
  }
}

/** Every result of the session so far, final or interim, as one line of text. */
function transcriptOf(event: SpeechRecognitionEventLike): string {
  const parts: string[] = [];
  for (let i = 0; i < event.results.length; i++) parts.push(event.results[i]?.[0]?.transcript ?? "");
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

export type VoiceSearchStatus = "idle" | "listening" | "processing";

export interface VoiceSearchOptions {
  /** Called with the words heard so far, each time a result arrives. */
  onTranscript: (text: string) => void;
  /** Called once with the whole transcript after the silence timeout. */
  onSearch: (text: string) => void;
}

export function useVoiceSearch({ onTranscript, onSearch }: VoiceSearchOptions) {
  const [status, setStatus] = useState<VoiceSearchStatus>("idle");
  const { t, language } = useMessages(voiceSearchMessages);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const silenceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const callbacks = useRef({ onTranscript, onSearch });

  useLayoutEffect(() => {
    callbacks.current = { onTranscript, onSearch };
  });

  /** Forgets the current session: no further events from it reach this hook. */
  const release = useCallback((how: "stop" | "abort") => {
    clearTimeout(silenceTimer.current);
    const current = recognition.current;
    recognition.current = null;
    if (!current) return;
    current.onresult = null;
    current.onerror = null;
    current.onend = null;
    try {
      current[how]();
    } catch {
      // Stopping a session the browser has already ended throws; there is nothing left to stop.
    }
  }, []);

  const start = useCallback(() => {
    if (recognition.current) return;
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) {
      window.alert(t("unsupported"));
      return;
    }
    let session: SpeechRecognitionLike;
    try {
      session = new Recognition();
      session.lang = VOICE_SEARCH_LANGS[language];
      session.interimResults = true;
      session.continuous = true;
    } catch {
      window.alert(t("failedToStart"));
      return;
    }

    let transcript = "";
    let finished = false;

    session.onresult = (event) => {
      if (recognition.current !== session || finished) return;
      transcript = transcriptOf(event);
      callbacks.current.onTranscript(transcript);
      clearTimeout(silenceTimer.current);
      silenceTimer.current = setTimeout(() => {
        finished = true;
        let ending = true;
        try {
          session.stop();
        } catch {
          ending = false; // The browser had already ended the session; no "end" event will follow.
        }
        if (transcript) callbacks.current.onSearch(transcript);
        // "processing" lasts until the browser confirms the end of the session (onend below).
        if (ending && transcript) {
          setStatus("processing");
        } else {
          release("abort");
          setStatus("idle");
        }
      }, SILENCE_TIMEOUT_MS);
    };
    session.onerror = (event) => {
      if (recognition.current !== session) return;
      const message = voiceSearchErrorMessage(event.error);
      release("abort");
      setStatus("idle");
      if (message) window.alert(t(message));
    };
    session.onend = () => {
      if (recognition.current !== session) return;
      release("abort");
      setStatus("idle");
    };

    recognition.current = session;
    try {
      session.start();
    } catch {
      release("abort");
      window.alert(t("failedToStart"));
      return;
    }
    setStatus("listening");
  }, [release, t, language]);

  const stop = useCallback(() => {
    release("stop");
    setStatus("idle");
  }, [release]);

  /** The button's action: stop while listening, otherwise listen (again, if the last session never ended). */
  const toggle = useCallback(() => {
    if (status === "listening") {
      stop();
      return;
    }
    release("abort");
    start();
  }, [status, release, start, stop]);

  useEffect(() => () => release("abort"), [release]);

  return { status, start, stop, toggle };
}
