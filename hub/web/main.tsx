import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HeadOfficeApp } from './HeadOfficeApp';
import './headOffice.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <HeadOfficeApp />
    </StrictMode>,
  );
}
