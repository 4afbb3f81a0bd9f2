import { useEffect, useState } from "react";

/** docs/STOREFRONT.md "Constants": 2 products a page up to 768 px wide, 3 up to 1024 px, otherwise 4. */
const BREAKPOINTS = [
  { query: "(max-width: 768px)", items: 2 },
  { query: "(max-width: 1024px)", items: 3 },
] as const;
const WIDE_ITEMS = 4;

function itemsForWidth(): number {
  if (typeof window.matchMedia !== "function") return WIDE_ITEMS;
  return BREAKPOINTS.find(({ query }) => window.matchMedia(query).matches)?.items ?? WIDE_ITEMS;
}

/**
 * The count for the screen's width, or null until the page has hydrated: the server cannot know the width, and
 * the browser's first render must be the server's (the carousel lets CSS choose until then).
 */
export function useItemsPerPage(): number | null {
  const [items, setItems] = useState<number | null>(null);
  useEffect(() => {
    setItems(itemsForWidth());
    if (typeof window.matchMedia !== "function") return;
    const lists = BREAKPOINTS.map(({ query }) => window.matchMedia(query));
    const update = () => setItems(itemsForWidth());
    for (const list of lists) list.addEventListener("change", update);
    return () => {
      for (const list of lists) list.removeEventListener("change", update);
    };
  }, []);
  return items;
}
