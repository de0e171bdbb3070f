import { useEffect } from 'react';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
type WakeLockNavigator = Navigator & {
  wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> };
};

/**
 * Keeps the panel on (Screen Wake Lock, re-taken whenever the page becomes visible again) and,
 * with fullscreen=true, goes full-screen: at once where allowed, else on the first click or key.
 */
export function useScreenAwake(fullscreen: boolean): void {
  useEffect(() => {
    let lock: WakeLockSentinelLike | undefined;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      (navigator as WakeLockNavigator).wakeLock?.request('screen').then(
        (l) => (lock = l),
        () => {},
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      document.removeEventListener('visibilitychange', take);
      void lock?.release().catch(() => {});
    };
  }, []);

  useEffect(() => {
    if (!fullscreen) return;
    const enter = () => {
      if (!document.fullscreenElement)
        void document.documentElement.requestFullscreen?.().catch(() => {});
    };
    enter();
    window.addEventListener('click', enter);
    window.addEventListener('keydown', enter);
    return () => {
      window.removeEventListener('click', enter);
      window.removeEventListener('keydown', enter);
    };
  }, [fullscreen]);
}
