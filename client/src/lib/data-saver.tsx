// Data saver on the storefront (shared/src/data-saver.ts has the rule): the server renders a page with it on or
// off and says which in the page data, the browser hydrates the same, and the footer's switch changes it (and
// its cookie, so the next server-rendered page agrees). Screens ask `useDataSaver()` to leave out decorative art
// and `usePictureSources()` for a picture's addresses.
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { responsiveSources } from "@store/shared/images";
import { DATA_SAVER_COOKIE, DATA_SAVER_COOKIE_MAX_AGE, smallestImage } from "@store/shared/data-saver";

interface DataSaverState {
  on: boolean;
  set: (on: boolean) => void;
}
const DataSaverContext = createContext<DataSaverState>({ on: false, set: () => {} });

export function DataSaverProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  const [on, setOn] = useState(initial);
  const value = useMemo<DataSaverState>(
    () => ({
      on,
      set(next) {
        // The switch's choice, for the server's next page (both ways: "off" overrides the browser's Save-Data).
        document.cookie = `${DATA_SAVER_COOKIE}=${next ? "on" : "off"}; path=/; max-age=${DATA_SAVER_COOKIE_MAX_AGE}; samesite=lax`;
        setOn(next);
      },
    }),
    [on],
  );
  return <DataSaverContext.Provider value={value}>{children}</DataSaverContext.Provider>;
}

/** Whether data saver is on, and how to switch it. */
export const useDataSaver = (): DataSaverState => useContext(DataSaverContext);

/**
 * A picture's `src`, `srcSet` and `sizes`: every width the media server keeps, or with data saver only its smallest
 * (spread after `src`, so it replaces it).
 */
export function usePictureSources(): (
  url: string,
  sizes: string,
) => { src: string; srcSet?: string; sizes?: string } {
  const { on } = useDataSaver();
  return (url, sizes) => (on ? { src: smallestImage(url) } : { src: url, ...responsiveSources(url, sizes) });
}
