import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useApi } from './api-context.tsx';
import { paths } from './paths.ts';
import { clearSessionAtom } from './session.ts';
import { forgetKeptWork } from './session-resume.ts';

/**
 * Logout (docs/product/states.md): tells the server, then always clears the session id, the header, the user
 * and the query cache and goes to /login, even when the call failed (that failure is only logged).
 * Work kept for a return after an ended session is dropped: this person chose to leave.
 */
export function useLogout() {
  const api = useApi();
  const clear = useSetAtom(clearSessionAtom);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    try {
      await api.fetch.POST('/admin/auth/logout');
    } catch (error) {
      console.warn('Logout call failed; the session is cleared anyway.', error);
    } finally {
      clear();
      forgetKeptWork();
      queryClient.clear();
      navigate(paths.login.href(), { replace: true });
    }
  }, [api, clear, queryClient, navigate]);
}
