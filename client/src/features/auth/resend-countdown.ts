// The pause before a new code may be asked for (CODE_RESEND_SECONDS, or the server's Retry-After), counted down
// once a second.
import { useEffect, useState } from "react";
import { CODE_RESEND_SECONDS } from "@store/shared/phone-auth";

/** Seconds left until `since + seconds`; 0 once it has passed. */
export function secondsLeft(since: number | null, now: number, seconds = CODE_RESEND_SECONDS): number {
  if (since === null) return 0;
  return Math.max(0, Math.ceil((since + seconds * 1000 - now) / 1000));
}

/** `restart(seconds?)` starts a new pause; `left` is what remains of it. */
export function useResendCountdown() {
  const [pause, setPause] = useState<{ since: number; seconds: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = pause ? secondsLeft(pause.since, now, pause.seconds) : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  const restart = (seconds = CODE_RESEND_SECONDS) => {
    const at = Date.now();
    setNow(at);
    setPause({ since: at, seconds });
  };
  return { left, restart };
}

/** Whether a failed call was refused by a limit (429): the pause starts again. */
export const wasRateLimited = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 429;
