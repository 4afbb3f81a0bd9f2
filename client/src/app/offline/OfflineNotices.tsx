// Where the page says what its service worker told it (offline-state.ts): that it shows a kept copy, and since
// when, or that a new version of the store is ready. The live region is always there (rendered on the server
// too, empty) so a screen reader announces what appears in it; its words load only when there is something to
// say, so the first load carries none of them.
import { lazy, Suspense, useSyncExternalStore } from "react";
import { offlineState } from "./offline-state.ts";

const OfflineNoticeText = lazy(() => import("./OfflineNoticeText.tsx"));

export function OfflineNotices() {
  const state = useSyncExternalStore(offlineState.subscribe, offlineState.get, offlineState.getServer);
  const shown = state.keptAt !== null || state.takeNewVersion !== null;
  return (
    <div role="status" className="offline-notices">
      {shown && (
        <Suspense fallback={null}>
          <OfflineNoticeText state={state} />
        </Suspense>
      )}
    </div>
  );
}
