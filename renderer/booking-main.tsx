import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/queryClient';
import { Toaster } from './components/Toaster';
import CustomerBookingPage from './pages/customer-booking/CustomerBookingPage';
import './styles/base.css';

// The public door's page: the booking screen alone, with no router, no socket and no staff code.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <CustomerBookingPage />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
