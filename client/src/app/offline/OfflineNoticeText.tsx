// The offline notices' words (OfflineNotices.tsx), in the page's language: a kept copy with the day and time it
// was fetched (Nepal's clock, as every date in the store), and the offer of a new version.
import { useSyncExternalStore } from "react";
import { useMessages } from "../../i18n/use-messages.ts";
import { useDates } from "../../lib/dates.ts";
import { offlineMessages } from "./offline-messages.ts";
import type { OfflineState } from "./offline-state.ts";

const subscribeToLink = (changed: () => void) => {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
};

export default function OfflineNoticeText({ state }: { state: OfflineState }) {
  const { t } = useMessages(offlineMessages);
  const dates = useDates();
  // A copy also answers when the link is up but too slow: the notice says which.
  const online = useSyncExternalStore(subscribeToLink, () => navigator.onLine);
  const { keptAt, takeNewVersion } = state;
  return (
    <>
      {keptAt !== null && (
        <p className="offline-notice">
          {t(online ? "slowCopy" : "offlineCopy", {
            date: dates.date(new Date(keptAt)),
            time: dates.time(new Date(keptAt)),
          })}
        </p>
      )}
      {takeNewVersion && (
        <p className="offline-notice">
          {t("newVersion")}{" "}
          <button type="button" className="button" onClick={takeNewVersion}>
            {t("reload")}
          </button>
        </p>
      )}
    </>
  );
}
