import type { TTrackerState } from '@labora/shared/time-tracking';
import { clockSeconds } from '@labora/shared/time-tracking-rules';
import { useEffect, useState } from 'react';

/**
 * The seconds the clock shows, ticking each second while an entry runs. Derived from the server's state alone:
 * `serverNow` read at `receivedAt` (this browser's clock) gives the offset between the two clocks, so a browser
 * whose clock is wrong still shows the server's count, and a reload or another tab shows the same.
 */
export function useTrackerClock(state: TTrackerState | undefined, receivedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const running = Boolean(state?.running);
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (!state) return 0;
  const offset = Date.parse(state.serverNow) - receivedAt;
  return clockSeconds(state, now + offset);
}
