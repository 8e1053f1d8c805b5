import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, TEST_BASE_URL } from '../../test/fake-api.ts';
import { MissingBodyError } from './api-call.ts';
import { ApiProvider, createAppApiClient } from './api-context.tsx';
import { useApiMutation } from './api-mutation.ts';
import { createAppStore } from './session.ts';

const SCHOOL = {
  school_id: 4,
  name: 'Grundschule Nord',
  description: null,
  address: null,
  phone: null,
  email: null,
  language: 'de',
} as const;

/** A hook under test with the app's API client over `fetch`, and a query cache. */
function setup(fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const client = createAppApiClient(createAppStore('en'), { baseUrl: TEST_BASE_URL, fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiProvider>
  );
  return { queryClient, wrapper };
}

const rename = ({ id, name }: { id: number; name: string }) => ({ params: { path: { id } }, body: { name } });

describe('useApiMutation', () => {
  it('builds the call from the screen’s variables and answers the body, or what `select` takes of it', async () => {
    const api = fakeApi({ 'PUT /admin/schools/4': async (request) => json({ ...SCHOOL, ...((await request.json()) as object) }) });
    const { wrapper } = setup(api.fetch);
    const { result } = renderHook(
      () => ({
        whole: useApiMutation('put', '/admin/schools/{id}', { request: rename }),
        name: useApiMutation('put', '/admin/schools/{id}', { request: rename, select: (school) => school.name }),
      }),
      { wrapper },
    );
    await expect(result.current.whole.mutateAsync({ id: 4, name: 'Grundschule Süd' })).resolves.toEqual({ ...SCHOOL, name: 'Grundschule Süd' });
    await expect(result.current.name.mutateAsync({ id: 4, name: 'Grundschule West' })).resolves.toBe('Grundschule West');
    expect(api.calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', '/admin/schools/4', { name: 'Grundschule Süd' }],
      ['PUT', '/admin/schools/4', { name: 'Grundschule West' }],
    ]);
  });

  it('fails with MissingBodyError when a successful answer has no body', async () => {
    const { wrapper } = setup(async () => new Response(null, { status: 200 }));
    const { result } = renderHook(() => useApiMutation('delete', '/admin/schools/{id}', { request: (id: number) => ({ params: { path: { id } } }) }), {
      wrapper,
    });
    const failure = result.current.mutateAsync(4);
    await expect(failure).rejects.toBeInstanceOf(MissingBodyError);
    await expect(failure).rejects.toMatchObject({ method: 'delete', path: '/admin/schools/{id}' });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(MissingBodyError));
  });

  it('resolves without a body where the answer is 204 No Content (cancelJob)', async () => {
    const jobId = '3f1c9a52-7d4e-4b8a-9c61-2e5f0b7a8d14';
    const api = fakeApi({ [`DELETE /admin/jobs/${jobId}`]: () => new Response(null, { status: 204 }) });
    const { wrapper } = setup(api.fetch);
    const { result } = renderHook(() => useApiMutation('delete', '/admin/jobs/{jobId}', { request: (id: string) => ({ params: { path: { jobId: id } } }) }), {
      wrapper,
    });
    await expect(result.current.mutateAsync(jobId)).resolves.toBeUndefined();
    expect(api.calls.map(({ method, path }) => [method, path])).toEqual([['DELETE', `/admin/jobs/${jobId}`]]);
  });

  it('refreshes the declared queries, whatever their params, after the screen’s own onSuccess and before it ends', async () => {
    let schoolLists = 0;
    const api = fakeApi({
      'GET /admin/schools': () => json([{ ...SCHOOL, name: `Liste ${++schoolLists}` }]),
      'POST /admin/schools': () => json(SCHOOL),
    });
    const { queryClient, wrapper } = setup(api.fetch);
    queryClient.setQueryData(['get', '/admin/collections'], []);
    const order: string[] = [];
    const { result } = renderHook(
      () => {
        // The list is on screen (an active query): the refresh loads it again.
        const list = useQuery({
          queryKey: ['get', '/admin/schools', { params: { query: { query: 'Nord' } } }],
          queryFn: async () => (await api.fetch(`${TEST_BASE_URL}/admin/schools`)).json() as Promise<unknown>,
        });
        const create = useApiMutation('post', '/admin/schools', {
          request: (name: string) => ({ body: { name } }),
          onSuccess: () => void order.push('onSuccess'),
          invalidate: ['/admin/schools'],
        });
        return { list, create };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    expect(schoolLists).toBe(1);
    await act(() => result.current.create.mutateAsync('Grundschule Nord').then(() => void order.push('done')));
    // The list was loaded again before the mutation ended; other queries are untouched.
    expect(schoolLists).toBe(2);
    expect(order).toEqual(['onSuccess', 'done']);
    expect(queryClient.getQueryState(['get', '/admin/collections'])?.isInvalidated).toBe(false);
  });

  it('refreshes after a failure too with invalidateAfter "settled" (a 404: it was deleted elsewhere), and not otherwise', async () => {
    const api = fakeApi({ 'DELETE /admin/schools/4': () => json({ detail: 'No such school', code: 'school.not_found' }, 404) });
    const { queryClient, wrapper } = setup(api.fetch);
    const key = ['get', '/admin/schools'];
    queryClient.setQueryData(key, []);
    const request = (id: number) => ({ params: { path: { id } } });
    const { result } = renderHook(
      () => ({
        onSuccessOnly: useApiMutation('delete', '/admin/schools/{id}', { request, invalidate: ['/admin/schools'] }),
        settled: useApiMutation('delete', '/admin/schools/{id}', { request, invalidate: ['/admin/schools'], invalidateAfter: 'settled' }),
      }),
      { wrapper },
    );
    await act(() => result.current.onSuccessOnly.mutateAsync(4).catch(() => undefined));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    await act(() => result.current.settled.mutateAsync(4).catch(() => undefined));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
