// React.lazy remembers a failed import for good, so a screen whose chunk could not be fetched
// (server stopped, connection lost) could only come back with a reload. This lazy keeps a failed
// import only until the error boundary's "Try again" (resetFailedImports), which retries it.
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

export type RetryableLazy<P> = ((props: P) => ReactNode) & { preload: () => Promise<unknown> };

const failedImports = new Set<() => void>();

/** Forgets every failed import, so the next render fetches those chunks again. */
export function resetFailedImports(): void {
  for (const forget of failedImports) forget();
  failedImports.clear();
}

export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): RetryableLazy<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        failedImports.add(() => {
          if (pending !== attempt) return;
          pending = null;
          Current = lazy(start);
        });
      });
    }
    return pending;
  };
  let Current = lazy(start);

  function Lazy(props: P) {
    return createElement(Current as ComponentType<P>, props);
  }
  Lazy.preload = start;
  return Lazy;
}
