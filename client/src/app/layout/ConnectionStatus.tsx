// A small line under the header while the browser is offline, and "You're back online." for a moment after: about
// the connection only (the service worker's notice says which saved copy a page is). The live region is always
// there, empty while online, so a screen reader announces the change when it happens.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { connectionMessages } from "../../lib/errors/connection-messages.ts";
import { useMessages } from "../../i18n/use-messages.ts";

/** How long "You're back online." stays. */
export const BACK_ONLINE_SHOWN_MS = 4_000;

function subscribe(changed: () => void): () => void {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
}
const onlineNow = () => navigator.onLine !== false;
// The server renders the page as online; the browser corrects it right after hydration.
const onlineOnServer = () => true;

export function ConnectionStatus() {
  const { t } = useMessages(connectionMessages);
  const online = useSyncExternalStore(subscribe, onlineNow, onlineOnServer);
  const wasOffline = useRef(false);
  const [backOnline, setBackOnline] = useState(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [online]);
  const text = !online ? t("offlineStatus") : backOnline ? t("backOnline") : "";
  return (
    <p role="status" className={text ? `connection-status${online ? "" : " offline"}` : "visually-hidden"}>
      {text}
    </p>
  );
}
