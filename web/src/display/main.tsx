import './display.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayerApp } from './player-app';

const root = document.getElementById('display-root');
if (!root) throw new Error('display.html has no #display-root element');
createRoot(root).render(
  <StrictMode>
    <PlayerApp />
  </StrictMode>,
);

// Offline playback: the worker serves the shell, the last snapshot and cached media without a network.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/display-sw.js', { scope: '/' }).catch(() => {});
}
