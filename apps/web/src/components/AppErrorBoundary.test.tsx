import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { isChunkLoadError, reloadOnceForNewBuild } from '../lib/chunk-reload.ts';
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
    // No server: the check before a reload fails, so the page is not reloaded.
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

describe('reloadOnceForNewBuild', () => {
  const ok = () => Promise.resolve(new Response('', { status: 200 }));

  it('reloads once when the server answers (a new build replaced the chunks), never in a loop', async () => {
    const reload = vi.fn();
    expect(await reloadOnceForNewBuild(chunkError(), { reload, probe: ok })).toBe(true);
    expect(await reloadOnceForNewBuild(chunkError(), { reload, probe: ok })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload without a connection, nor for other errors', async () => {
    const reload = vi.fn();
    expect(await reloadOnceForNewBuild(chunkError(), { reload, probe: () => Promise.reject(new TypeError('offline')) })).toBe(false);
    expect(await reloadOnceForNewBuild(new Error('render failed'), { reload, probe: ok })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });
});
