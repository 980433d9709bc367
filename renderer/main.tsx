import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ErrorBoundary } from './components/kit/ErrorBoundary';
import './styles/base.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ErrorBoundary app={window.location.pathname.startsWith('/player-interface') ? 'tablet' : 'staff'}>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
