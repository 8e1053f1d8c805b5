// React.lazy remembers a failed import for good, so a screen whose chunk could not be fetched
// (server stopped, connection lost) could only come back with a reload. This lazy keeps a failed
// import only until the error boundary's "Try again" (resetFailedImports), which retries it.
import { createElement, lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** A lazy component whose `preload()` starts its import and answers the module. */
export type RetryableLazy<P, M extends { default: ComponentType<P> } = { default: ComponentType<P> }> = ((props: P) => ReactNode) & {
  preload: () => Promise<M>;
};

const failedImports = new Set<() => void>();

/** Forgets every failed import, so the next render fetches those chunks again. */
export function resetFailedImports(): void {
  for (const forget of failedImports) forget();
  failedImports.clear();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props; P follows from the module
export function lazyWithRetry<M extends { default: ComponentType<any> }, P extends object = ComponentProps<M['default']>>(
  load: () => Promise<M>,
): RetryableLazy<P, M> {
  let pending: Promise<M> | null = null;
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
