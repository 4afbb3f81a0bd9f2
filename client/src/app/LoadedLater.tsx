// A part of the layout no page needs at first (the test-credentials button): its code is loaded once the browser
// has taken the page over, so it is no part of the first load, and shown when it arrives. On the server, and if
// its code never arrives, it is simply not there.
import { useEffect, useState, type ComponentType } from "react";

export function LoadedLater({ load }: { load: () => Promise<ComponentType> }) {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    let shown = true;
    load()
      .then((component) => {
        if (shown) setLoaded(() => component);
      })
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, [load]);
  return Loaded ? <Loaded /> : null;
}
