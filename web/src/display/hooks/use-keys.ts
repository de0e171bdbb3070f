import { useEffect } from 'react';

interface Handlers {
  next: () => void;
  previous: () => void;
  togglePause: () => void;
  close?: () => void;
}

/** Spec §2 keys: → or space next, ← previous, P pause/resume, Escape closes a preview window. */
export function useKeys({ next, previous, togglePause, close }: Handlers): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' || e.key === ' ') next();
      else if (e.key === 'ArrowLeft') previous();
      else if (e.key === 'p' || e.key === 'P') togglePause();
      else if (e.key === 'Escape' && close) close();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous, togglePause, close]);
}
