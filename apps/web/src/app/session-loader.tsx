import { useAtomValue, useSetAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import { fetchMe } from '../features/auth/index.ts';
import { clearSessionAtom, tokenAtom, userAtom } from '../lib/session.ts';
import { useApi } from '../lib/api-context.tsx';

/**
 * On start (and whenever a session id appears without a user), asks GET /admin/auth/me.
 * Success: the user is signed in. Failure of any kind: the stored id is cleared, and the guards
 * send the user to /login unless they are on a public page (docs/product/states.md). An answer that comes after
 * the session changed is ignored.
 */
export function SessionLoader() {
  const api = useApi();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(userAtom);
  const clear = useSetAtom(clearSessionAtom);
  const needsCheck = !!token && !user;

  useEffect(() => {
    if (!needsCheck) return;
    let current = true;
    fetchMe(api).then(
      (me) => {
        // The signed-in shell and its screen render in slices (a transition), not in one long task.
        if (current) startTransition(() => setUser(me));
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('The stored session is not valid any more.', error);
        clear();
      },
    );
    return () => {
      current = false;
    };
  }, [api, token, needsCheck, setUser, clear]);

  return null;
}
