// The page's side of the service worker (service-worker.ts), loaded on its own after the page has loaded so the
// first load carries none of it: registers /sw.js, passes on what the worker says about kept copies
// (offline-state.ts), and offers a new version once it is installed and waiting. The new version takes over only
// when the shopper says so ("Reload"): the tab that asked reloads into it; other tabs go on with the version they
// run (the worker keeps its files one version longer).
import { ANSWERED, TAKE_OVER, WHICH_COPY, type Answered } from "./kept-copies.ts";
import { offlineState } from "./offline-state.ts";

export const WORKER_URL = "/sw.js";

/** A lazily loaded screen of a version no longer served fails to load: one reload brings the current one. */
const RELOADED_FOR_CHUNK = "store:reloaded-for-chunk";

export async function registerWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<void> {
  container.addEventListener("message", (event: MessageEvent<Partial<Answered> | null>) => {
    if (event.data?.type === ANSWERED) offlineState.answered(event.data.keptAt ?? null);
  });
  // Messages from the worker wait until the page listens; this page's own answer is asked for.
  container.startMessages();
  container.controller?.postMessage({ type: WHICH_COPY });

  const registration = await container.register(WORKER_URL);
  let asked = false;
  const offer = (worker: ServiceWorker) =>
    offlineState.newVersionReady(() => {
      asked = true;
      worker.postMessage({ type: TAKE_OVER });
    });
  // Only an update is offered: the first install has nothing to replace (container.controller is null).
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && container.controller) offer(worker);
    });
  });
  container.addEventListener("controllerchange", () => {
    if (asked) window.location.reload();
  });
}

/**
 * Vite's event for a lazily loaded file that failed to load (a version deployed since this page was opened): one
 * reload per tab session, never a loop while the file stays out of reach (offline, with no copy of it).
 */
export function reloadOnMissingChunk(): void {
  window.addEventListener("vite:preloadError", () => {
    if (sessionStorage.getItem(RELOADED_FOR_CHUNK)) return;
    sessionStorage.setItem(RELOADED_FOR_CHUNK, "1");
    window.location.reload();
  });
}
