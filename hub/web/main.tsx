import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../../renderer/api/queryClient';
import { HeadOfficeApp } from './HeadOfficeApp';
import './headOffice.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <HeadOfficeApp />
      </QueryClientProvider>
    </StrictMode>,
  );
}
