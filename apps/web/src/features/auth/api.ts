// The auth feature's calls (spec §4, §7): thin wrappers over the typed client. They are the
// public pages' (and the session check's), so they call the client directly, without the query
// library, which only the signed-in shell loads.
import type { LoginRequest, LoginResponse, User } from '@backoffice/api-client';
import { useApi, type ApiClient } from '../../lib/api-context.tsx';
import { usePendingCall } from '../../lib/use-pending-call.ts';

/** GET /admin/auth/me: the user a stored session id belongs to. */
export async function fetchMe(api: ApiClient): Promise<User> {
  const { data } = await api.fetch.GET('/admin/auth/me');
  if (!data) throw new Error('GET /admin/auth/me answered without a user');
  return data;
}

export function useLogin() {
  const api = useApi();
  return usePendingCall(async (body: LoginRequest): Promise<LoginResponse> => {
    const { data } = await api.fetch.POST('/admin/auth/login', { body });
    if (!data) throw new Error('POST /admin/auth/login answered without a session');
    return data;
  });
}

export function useRequestPasswordReset() {
  const api = useApi();
  return usePendingCall(async (email: string) => {
    await api.fetch.POST('/admin/auth/password-reset-request', { body: { email } });
  });
}

export function useResetPassword() {
  const api = useApi();
  return usePendingCall(async (body: { token: string; password: string }) => {
    await api.fetch.POST('/admin/auth/password-reset', { body });
  });
}
