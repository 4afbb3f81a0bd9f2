// What a change of page does to the window: a new page opens at its top with the keyboard's focus on its heading
// (so a screen reader reads where the shopper now is); back and forward come back to where the shopper was on that
// page; a link to a part of a page (#reviews) shows that part. The browser does none of this for a single-page
// app: it kept the last page's scroll, so checkout steps opened part way down.
// The app renders its routes under a BrowserRouter, not a data router (routes.tsx says why), so React Router's
// <ScrollRestoration/> is not available: this is the same rule, kept by location.key in this tab's storage.
// Loaded after the first page shows (page-change.ts): nothing here is needed before the first change of page, so
// it stays out of the first load.
import type { Location, NavigationType } from "react-router-dom";

export const SCROLL_POSITIONS_KEY = "scrollPositions";
/** Positions kept for the tab's latest pages; older ones are let go. */
const KEPT_POSITIONS = 50;
/** How long a page coming back may take to grow tall enough for its old position (its code and data loading). */
const RESTORE_FOR_MS = 3000;
/** How long a new page may take to show its heading. */
const FOCUS_FOR_MS = 10_000;

type Shown = Pick<Location, "key" | "pathname" | "search" | "hash">;

/** What a change from `previous` to `next` does to the window's scroll. */
export type ScrollMove =
  { to: "top" } | { to: "saved"; y: number } | { to: "part"; id: string } | { to: "nowhere" };

/**
 * The scroll for a change of address. `previous` is null on the first page the tab shows (a reload comes back
 * where it was); `saved` is where the shopper last was on `next`'s history entry, if ever there.
 */
export function scrollMove(
  previous: Shown | null,
  next: Shown,
  type: NavigationType,
  saved: number | undefined,
): ScrollMove {
  if (!previous) return saved !== undefined && reloaded() ? { to: "saved", y: saved } : { to: "nowhere" };
  const samePage = previous.pathname === next.pathname && previous.search === next.search;
  // A jump within the page (the skip link, #reviews): the browser's own, both ways.
  if (samePage && previous.hash !== next.hash) return type === "POP" ? { to: "nowhere" } : part(next.hash);
  if (type === "POP") return { to: "saved", y: saved ?? 0 };
  if (next.hash) return part(next.hash);
  // The same page with another query (a listing's filters): the shopper stays where they are; another page of
  // its results starts at the top, as a new page does.
  if (previous.pathname === next.pathname && pageNumber(previous) === pageNumber(next))
    return { to: "nowhere" };
  return { to: "top" };
}

/** The `page` of a paged list's address ("1" when none). */
const pageNumber = (shown: Shown) => new URLSearchParams(shown.search).get("page") ?? "1";

/** Whether this document is the same page again: reloaded, or come back to from another site. */
function reloaded(): boolean {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === "reload" || type === "back_forward";
}

/**
 * Where a position is kept: the history entry's key, with its address, since a page the tab opened by its address
 * (no history state yet) has the key "default" whatever its address.
 */
const entryOf = (shown: Shown) => `${shown.key} ${shown.pathname}${shown.search}`;

function part(hash: string): ScrollMove {
  try {
    return { to: "part", id: decodeURIComponent(hash.slice(1)) };
  } catch {
    return { to: "part", id: hash.slice(1) };
  }
}

/** Whether the change opens a new page: its heading then takes the focus. */
export function isNewPage(previous: Shown | null, next: Shown, type: NavigationType): boolean {
  return previous !== null && type !== "POP" && previous.pathname !== next.pathname;
}

const positions = new Map<string, number>();
let positionsRead = false;

function savedPositions(): Map<string, number> {
  if (!positionsRead) {
    positionsRead = true;
    try {
      const kept: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? "[]");
      if (Array.isArray(kept))
        for (const entry of kept)
          if (Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "number")
            positions.set(entry[0], entry[1]);
    } catch {
      // Nothing kept, or not readable: every page then starts at its top.
    }
  }
  return positions;
}

function remember(key: string, y: number): void {
  const kept = savedPositions();
  kept.delete(key);
  kept.set(key, y);
  if (kept.size > KEPT_POSITIONS) kept.delete(kept.keys().next().value!);
}

function keepForReload(): void {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...savedPositions()]));
  } catch {
    // A browser that keeps nothing starts a reloaded page at its top.
  }
}

/** Until `done` answers true or time runs out, tried now and then each frame; stops at the shopper's own scroll. */
function untilDone(done: () => boolean, forMs: number): () => void {
  const until = Date.now() + forMs;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of ["wheel", "touchstart", "keydown"]) removeEventListener(event, stop);
  };
  const attempt = () => {
    if (done() || Date.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const event of ["wheel", "touchstart", "keydown"]) addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}

function move(scroll: ScrollMove): () => void {
  switch (scroll.to) {
    case "top":
      window.scrollTo(0, 0);
      return () => {};
    case "saved":
      // The page may still be loading: tried again until it is tall enough.
      return untilDone(() => {
        window.scrollTo(0, scroll.y);
        return Math.abs(window.scrollY - scroll.y) < 1;
      }, RESTORE_FOR_MS);
    case "part":
      return untilDone(() => {
        const target = document.getElementById(scroll.id);
        target?.scrollIntoView();
        return target !== null;
      }, RESTORE_FOR_MS);
    case "nowhere":
      return () => {};
  }
}

/** The new page's main heading, once shown (a screen still loading shows none; a hidden old one is not it). */
function shownHeading(): HTMLElement | null {
  for (const heading of document.querySelectorAll<HTMLElement>("main h1"))
    if (!heading.closest('[hidden], [style*="display: none"]')) return heading;
  return null;
}

/**
 * Puts the focus on the new page's heading when it shows, unless the shopper has put it somewhere else by then
 * (`before` is where it was when the page changed).
 */
export function focusHeadingWhenShown(before: Element | null): () => void {
  const timer = setTimeout(() => stop(), FOCUS_FOR_MS);
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  function stop() {
    clearTimeout(timer);
    observer.disconnect();
  }
  function tryFocus(): boolean {
    const heading = shownHeading();
    if (!heading) return false;
    const active = document.activeElement;
    const moved = active && active !== document.body && active !== before && active.isConnected;
    if (!moved) {
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
    return true;
  }
  if (tryFocus()) stop();
  else observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** The page shown (null before the first, and after the router unmounts). */
let shown: Shown | null = null;
/** The history entry being shown, for the scroll listener. */
let current = "";
/**
 * What the last change started (a page still growing to its old position, a heading still to come), stopped
 * when the next one comes.
 */
let unfinished = () => {};

/** Keeps the position of each page as the shopper scrolls, and for a reload; answers how to stop. */
export function watchScroll(): () => void {
  const { scrollRestoration } = window.history;
  window.history.scrollRestoration = "manual";
  let frame = 0;
  const onScroll = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => remember(current, window.scrollY));
  };
  addEventListener("scroll", onScroll, { passive: true });
  addEventListener("pagehide", keepForReload);
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener("scroll", onScroll);
    removeEventListener("pagehide", keepForReload);
    window.history.scrollRestoration = scrollRestoration;
    shown = null;
  };
}

/** The router shows `location`, reached by `type`: the scroll and the focus it calls for. */
export function pageShown(location: Shown, type: NavigationType): void {
  const previous = shown;
  const next = {
    key: location.key,
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
  };
  if (previous?.key === next.key) return;
  unfinished();
  const scroll = scrollMove(previous, next, type, savedPositions().get(entryOf(next)));
  const focus = isNewPage(previous, next, type);
  shown = next;
  current = entryOf(next);
  const stopScroll = move(scroll);
  const stopFocus = focus ? focusHeadingWhenShown(document.activeElement) : () => {};
  unfinished = () => {
    stopScroll();
    stopFocus();
  };
}
