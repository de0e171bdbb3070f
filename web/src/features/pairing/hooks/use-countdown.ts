import { useEffect, useState } from 'react';

/** Milliseconds left until a deadline (epoch ms), re-rendering every second; 0 once passed. */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => setNow(Date.now());
    // A new deadline is measured from now at once, not from the last tick up to a second ago.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, deadline - now);
}
