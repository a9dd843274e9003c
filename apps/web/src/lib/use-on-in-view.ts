import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

interface Options {
  enabled?: boolean;
  rootMargin?: string;
  /**
   * Watching starts over when this changes. An observer only reports changes, so after a page loads
   * and the element is still in view, it must be asked again (a new observer reports the current state).
   */
  resetKey?: unknown;
}

/** Calls `onEnter` when the element comes within `rootMargin` of the viewport, e.g. to load the next page early. */
export function useOnInView<T extends Element>(
  onEnter: () => void,
  { enabled = true, rootMargin = '400px', resetKey }: Options = {},
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const latest = useRef(onEnter);
  useLayoutEffect(() => {
    latest.current = onEnter;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey only restarts the observer.
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rootMargin, resetKey]);

  return ref;
}
