import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerSpanishTexts } from './lib/locale';
import './styles/app.css';

// The Spanish texts stay a chunk of their own, fetched only when Spanish is chosen.
registerSpanishTexts(() => import('./i18n/spanish-texts').then((module) => module.SPANISH_TEXTS));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
