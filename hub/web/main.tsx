import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Audience } from '../../shared/i18n/keys';
import { createQueryClient } from '../../renderer/api/queryClient';
import { BookingI18n, loadBookingMessages } from '../../renderer/i18n/BookingI18n';
import { HeadOfficeApp } from './HeadOfficeApp';
import './headOffice.css';

/**
 * Head office's words: its own, the league tables' (its league pages show the venue's table), and the few
 * every app shares. Its reader chooses the language (docs/i18n.md).
 */
const HUB_AUDIENCES: readonly Audience[] = ['hub', 'league', 'common'];

const root = document.getElementById('root');
if (root) {
  void loadBookingMessages(HUB_AUDIENCES).then((initial) =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <BookingI18n initial={initial} audiences={HUB_AUDIENCES}>
            <HeadOfficeApp />
          </BookingI18n>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
