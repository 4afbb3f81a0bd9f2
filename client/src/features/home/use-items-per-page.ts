import { useEffect, useState } from "react";

/** SPEC.md §9: 2 products a page up to 768 px wide, 3 up to 1024 px, otherwise 4. */
const BREAKPOINTS = [
  { query: "(max-width: 768px)", items: 2 },
  { query: "(max-width: 1024px)", items: 3 },
] as const;
const WIDE_ITEMS = 4;

function itemsForWidth(): number {
  if (typeof window.matchMedia !== "function") return WIDE_ITEMS;
  return BREAKPOINTS.find(({ query }) => window.matchMedia(query).matches)?.items ?? WIDE_ITEMS;
}

export function useItemsPerPage(): number {
  const [items, setItems] = useState(itemsForWidth);
  useEffect(() => {
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
