import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './components/kit/ErrorBoundary';
import { TvApp } from './tv/TvApp';
import './styles/base.css';

// The TV's own entry (old TV browsers; see vite.tv.config.ts): the scoreboard, its live socket and
// nothing else — no router, no query library, and zod's small core only (its answers are written with
// zod/mini; the TV's ≤ 100 KB on the wire). The LAN
// app keeps the same routes for staff who open the board from the dashboard (TvScoreboardRoute.tsx).
createRoot(document.getElementById('root') as HTMLElement).render(
  <ErrorBoundary app="tv">
    <TvApp />
  </ErrorBoundary>,
);
