import { type PointerEvent, useRef } from 'react';

/** How far a finger must travel sideways before it counts as a swipe rather than a tap. */
const SWIPE_MIN_PX = 40;

/**
 * Horizontal swipe on touch and pen (a mouse has buttons to click). Spread the handlers on an
 * element with `touch-action: pan-y`, so the page still scrolls vertically under the finger and a
 * sideways move reaches us instead of being taken by the browser.
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      startX.current = event.pointerType === 'mouse' ? null : event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      const start = startX.current;
      startX.current = null;
      if (start === null) return;
      const distance = event.clientX - start;
      if (Math.abs(distance) >= SWIPE_MIN_PX) onSwipe(distance < 0 ? 'left' : 'right');
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };
}
