// The hero slider's rules (docs/STOREFRONT.md "States and steps"): advance every 6 s; hovering or choosing a
// slide pauses it, and it resumes 10 s after a manual choice; a swipe of more than 50 px changes the slide.
import { useCallback, useEffect, useRef, useState } from "react";

export const AUTO_ADVANCE_MS = 6000;
export const RESUME_AFTER_MS = 10_000;
export const SWIPE_THRESHOLD_PX = 50;

export function useSlider(count: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [held, setHeld] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const touchStart = useRef<number | null>(null);

  useEffect(() => {
    if (hovered || held || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, hovered, held]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const goTo = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setHeld(true);
      clearTimeout(resumeTimer.current);
      resumeTimer.current = setTimeout(() => setHeld(false), RESUME_AFTER_MS);
    },
    [count],
  );

  return {
    index,
    goTo,
    hoverHandlers: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
    touchHandlers: {
      onTouchStart: (event: { touches: ArrayLike<{ clientX: number }> }) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      },
      onTouchEnd: (event: { changedTouches: ArrayLike<{ clientX: number }> }) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) <= SWIPE_THRESHOLD_PX) return;
        goTo(end < start ? index + 1 : index - 1);
      },
    },
  };
}
