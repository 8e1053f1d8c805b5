// The auth feature's calls (docs/product/states.md, api.md). They are the public pages' (and the session check's),
// so they use the light variant of the mutation hook (lib/use-api-call.ts), without the query
// library, which only the signed-in shell loads.
import type { LoginRequest } from '@backoffice/api-client';
import { useApiCall } from '../../lib/use-api-call.ts';

export { fetchMe, saveOwnLanguage } from '../../lib/own-account.ts';

export function useLogin() {
  return useApiCall('post', '/admin/auth/login', { request: (body: LoginRequest) => ({ body }) });
}

export function useRequestPasswordReset() {
  return useApiCall('post', '/admin/auth/password-reset-request', { request: (email: string) => ({ body: { email } }) });
}

export function useResetPassword() {
  return useApiCall('post', '/admin/auth/password-reset', { request: (body: { token: string; password: string }) => ({ body }) });
}
