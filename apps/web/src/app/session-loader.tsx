import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useMeQuery } from '../features/auth/api.ts';
import { clearSessionAtom, tokenAtom, userAtom } from '../lib/session.ts';

/**
 * On start (and whenever a session id appears without a user), asks GET /admin/auth/me.
 * Success: the user is signed in. Failure of any kind: the stored id is cleared, and the guards
 * send the user to /login unless they are on a public page (spec §4).
 */
export function SessionLoader() {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(userAtom);
  const clear = useSetAtom(clearSessionAtom);
  const me = useMeQuery(token, !!token && !user);

  useEffect(() => {
    if (me.data && token) setUser(me.data);
  }, [me.data, token, setUser]);

  useEffect(() => {
    if (me.isError) {
      console.warn('The stored session is not valid any more.', me.error);
      clear();
    }
  }, [me.isError, me.error, clear]);

  return null;
}
