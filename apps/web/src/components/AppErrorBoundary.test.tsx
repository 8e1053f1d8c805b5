import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { entryScriptOf, isChunkLoadError, reloadIfNewBuild, runningEntryScript } from '../lib/chunk-reload.ts';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/UsersPage-3f2a.js');

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('AppErrorBoundary', () => {
  it('catches a chunk that failed to load, says the server cannot be reached, and retries the import', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // No server: index.html cannot be fetched, so the page is not reloaded.
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    let attempts = 0;
    const Screen = lazyWithRetry(async () => {
      attempts += 1;
      if (attempts === 1) throw chunkError();
      return { default: () => <p>Users screen</p> };
    });
    renderApp({
      ui: (
        <AppErrorBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Screen />
          </Suspense>
        </AppErrorBoundary>
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Users screen')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows "An error occurred" with a retry when a screen throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('render failed');
      return <p>fine again</p>;
    }
    renderApp({ ui: <AppErrorBoundary><Fragile /></AppErrorBoundary> });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('fine again')).toBeInTheDocument();
  });
});

describe('reloadIfNewBuild', () => {
  const index = (entry: string) => () =>
    Promise.resolve(`<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`);
  const running = () => '/assets/index-old1.js';

  it('reloads when index.html names another entry script (a new build), once per build', async () => {
    const reload = vi.fn();
    const check = { reload, running, fetchIndex: index('/assets/index-new2.js') };
    expect(await reloadIfNewBuild(chunkError(), check)).toBe(true);
    // After the reload the scripts still fail and index.html still names that build: no loop.
    expect(await reloadIfNewBuild(chunkError(), check)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later build reloads again.
    expect(await reloadIfNewBuild(chunkError(), { ...check, fetchIndex: index('/assets/index-new3.js') })).toBe(true);
  });

  it('does not reload when the build is the running one, without a connection, or for other errors', async () => {
    const reload = vi.fn();
    expect(await reloadIfNewBuild(chunkError(), { reload, running, fetchIndex: index('/assets/index-old1.js') })).toBe(false);
    expect(await reloadIfNewBuild(chunkError(), { reload, running, fetchIndex: () => Promise.reject(new TypeError('offline')) })).toBe(false);
    expect(await reloadIfNewBuild(new Error('render failed'), { reload, running, fetchIndex: index('/assets/index-new2.js') })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('reads the entry script of an index.html and of the running page', () => {
    expect(entryScriptOf('<script type="module" crossorigin src="/assets/index-LxZbg2rm.js"></script>')).toBe('/assets/index-LxZbg2rm.js');
    expect(entryScriptOf('<html><body>no script</body></html>')).toBeNull();
    document.head.insertAdjacentHTML('beforeend', '<script type="module" data-test src="/assets/index-abc.js"></script>');
    expect(runningEntryScript()).toBe('/assets/index-abc.js');
    document.head.querySelector('script[data-test]')?.remove();
  });
});
