// What a change of page does to the window: a new page opens at its top with the keyboard's focus on its heading
// (so a screen reader reads where the shopper now is); back and forward come back to where the shopper was on that
// page; a link to a part of a page (#reviews) shows that part. The browser does none of this for a single-page
// app: it kept the last page's scroll, so checkout steps opened part way down. The rules are page-motion.ts,
// loaded once the first page shows (they are not needed before), to keep them out of the first load.
import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import type * as PageMotionModule from "./page-motion.ts";

type PageMotion = typeof PageMotionModule;

let motion: PageMotion | null = null;
let loading: Promise<PageMotion> | null = null;

/** The rules, loaded once. */
export function pageMotion(): Promise<PageMotion> {
  return (loading ??= import("./page-motion.ts").then((loaded) => (motion = loaded)));
}

/** Scroll and focus for each change of page, under whichever router (rendered on the server, it does nothing). */
export function usePageChange(): void {
  const location = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    if (motion) return motion.watchScroll();
    let stop: (() => void) | null = null;
    let unmounted = false;
    void pageMotion().then((loaded) => {
      if (!unmounted) stop = loaded.watchScroll();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  // Once the rules are here (from the first change of page on, as a rule), before the new page is painted.
  useLayoutEffect(() => {
    if (motion) motion.pageShown(location, type);
    else void pageMotion().then((loaded) => loaded.pageShown(location, type));
  }, [location, type]);
}
