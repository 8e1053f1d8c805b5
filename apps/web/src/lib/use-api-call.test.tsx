import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, TEST_BASE_URL } from '../../test/fake-api.ts';
import { MissingBodyError } from './api-call.ts';
import { ApiProvider, createAppApiClient } from './api-context.tsx';
import { createAppStore } from './session.ts';
import { useApiCall } from './use-api-call.ts';

function wrapperFor(fetch: typeof globalThis.fetch) {
  const client = createAppApiClient(createAppStore('en'), { baseUrl: TEST_BASE_URL, fetch });
  return ({ children }: { children: ReactNode }) => <ApiProvider client={client}>{children}</ApiProvider>;
}

describe('useApiCall (the public pages’ variant, without a query cache)', () => {
  it('is pending while the call runs and answers the body', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({ 'POST /admin/auth/password-reset-request': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { result } = renderHook(
      () => useApiCall('post', '/admin/auth/password-reset-request', { request: (email: string) => ({ body: { email } }) }),
      { wrapper: wrapperFor(api.fetch) },
    );
    expect(result.current.isPending).toBe(false);
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = result.current.mutateAsync('anna@example.org');
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ email: 'anna@example.org' });
    await act(async () => {
      answer(json({ ok: true }));
      await expect(call).resolves.toEqual({ ok: true });
    });
    expect(result.current.isPending).toBe(false);
  });

  it('fails with MissingBodyError when a successful answer has no body, and is no longer pending', async () => {
    const { result } = renderHook(
      () => useApiCall('post', '/admin/auth/password-reset', { request: (body: { token: string; password: string }) => ({ body }) }),
      { wrapper: wrapperFor(async () => new Response(null, { status: 200 })) },
    );
    await act(async () => {
      await expect(result.current.mutateAsync({ token: 't', password: 'a long new password' })).rejects.toBeInstanceOf(MissingBodyError);
    });
    expect(result.current.isPending).toBe(false);
  });
});
