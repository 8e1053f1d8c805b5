import { useState } from 'react';

/**
 * Runs an async call and tells whether one is under way (for a button's loading state). The
 * public pages use it for their few calls instead of a query library mutation.
 */
export function usePendingCall<TArgs extends unknown[], TResult>(call: (...args: TArgs) => Promise<TResult>) {
  const [running, setRunning] = useState(0);
  const run = async (...args: TArgs): Promise<TResult> => {
    setRunning((count) => count + 1);
    try {
      return await call(...args);
    } finally {
      setRunning((count) => count - 1);
    }
  };
  return { run, isPending: running > 0 };
}
