import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initI18n } from './i18n/index.ts';
import { applyTheme } from './lib/theme.ts';
import './styles.css';

applyTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Texts must be ready before the first paint, or the page would flash raw keys.
await initI18n();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
