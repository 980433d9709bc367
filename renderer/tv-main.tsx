import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { LiveUpdates } from './components/LiveUpdates';
import TvScoreboardPage from './pages/tv-scoreboard/TvScoreboardPage';
import TvVenuePage from './pages/tv-venue/TvVenuePage';
import './styles/base.css';

// The TV's own entry (old TV browsers; see vite.tv.config.ts): the scoreboard, the venue view (issue 13),
// their live socket and nothing else. The LAN app keeps the same route for staff who open the board from the dashboard.
createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={createQueryClient()}>
    <BrowserRouter>
      <LiveUpdates />
      <Routes>
        <Route path="/tv/scoreboard/:tournamentId?" element={<TvScoreboardPage />} />
        <Route path="/tv/venue" element={<TvVenuePage />} />
        <Route path="*" element={<TvScoreboardPage />} />
      </Routes>
    </BrowserRouter>
  </QueryClientProvider>,
);
