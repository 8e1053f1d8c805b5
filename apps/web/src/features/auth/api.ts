// The auth feature's calls (spec §4, §7): thin wrappers over the typed client.
import type { LoginRequest, LoginResponse, User } from '@backoffice/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../app/api-context.tsx';
import { clearSessionAtom } from '../../lib/session.ts';

/** GET /admin/auth/me for a stored session id that has not been checked yet. */
export function useMeQuery(token: string | null, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['auth', 'me', token],
    queryFn: async (): Promise<User> => {
      const { data } = await api.fetch.GET('/admin/auth/me');
      if (!data) throw new Error('GET /admin/auth/me answered without a user');
      return data;
    },
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useLoginMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: LoginRequest): Promise<LoginResponse> => {
      const { data } = await api.fetch.POST('/admin/auth/login', { body });
      if (!data) throw new Error('POST /admin/auth/login answered without a session');
      return data;
    },
  });
}

export function useRequestPasswordResetMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: async (email: string) => {
      await api.fetch.POST('/admin/auth/password-reset-request', { body: { email } });
    },
  });
}

export function useResetPasswordMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: { token: string; password: string }) => {
      await api.fetch.POST('/admin/auth/password-reset', { body });
    },
  });
}

/**
 * Logout (spec §4): tells the server, then always clears the session id, the header and the
 * user and goes to /login, even when the call failed (that failure is only logged).
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
      queryClient.clear();
      navigate('/login', { replace: true });
    }
  }, [api, clear, queryClient, navigate]);
}
