import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { activateLocale, detectLocale, persistLocale } from './lib/i18n.ts';

// The language is known before the first paint, so no screen flashes in the wrong language.
const locale = detectLocale();
persistLocale(locale);
await activateLocale(locale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A transition: React renders the first screen in slices and lets the browser in between (input,
// painting), instead of in one long task that a slow phone spends frozen.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  );
});
