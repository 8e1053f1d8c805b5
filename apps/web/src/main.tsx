import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { activateLocale, detectLocale, persistLocale } from './lib/i18n.ts';

// The language is known before the first paint, so no screen flashes in the wrong language.
const locale = detectLocale();
persistLocale(locale);
await activateLocale(locale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App locale={locale} />
  </StrictMode>,
);
