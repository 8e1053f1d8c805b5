// The client against a real Prism mock of the contract (started by prism-setup.ts).
import { describe, expect, inject, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, createApiClient, toFormData } from '../src/index.ts';
import { createQueryHooks } from '../src/query.ts';

// Prism serves the contract's paths at its root (it ignores the relative server /api).
const baseUrl = inject('prismUrl');
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('bearer session header', () => {
  it('reaches the server: with a token the current user comes back', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'session-123' });
    const { data } = await api.fetch.GET('/admin/auth/me');
    expect(data?.email).toMatch(/@/);
    expect(data?.usertype).toBeTypeOf('string');
  });

  it('without a token the server answers 401, as an ApiError, and onUnauthorized is told', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl, getToken: () => null, onUnauthorized });
    const error = await failure(api.fetch.GET('/admin/auth/me'));
    expect(error.status).toBe(401);
    expect(error.code).toBe('unauthorized');
    expect(error.detail).not.toBe('');
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });
});

describe('ApiError carries status and detail', () => {
  const api = createApiClient({ baseUrl, getToken: () => 'session-123' });

  it('404 with the code and a sentence', async () => {
    const error = await failure(
      api.fetch.GET('/admin/schools/{id}', { params: { path: { id: 99 } }, headers: { Prefer: 'code=404' } }),
    );
    expect(error.status).toBe(404);
    expect(error.code).toBe('school.not_found');
    expect(error.detail).toBe('The school does not exist.');
  });

  it('422 for a body that breaks the contract (password shorter than 12)', async () => {
    const error = await failure(
      api.fetch.POST('/admin/users', {
        body: { firstname: 'Eva', lastname: 'Lang', email: 'eva.lang@example.org', password: 'short' },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation');
    expect(error.detail).not.toBe('');
  });

  it('422 for a query that breaks the contract (grade 20)', async () => {
    const error = await failure(
      api.fetch.GET('/admin/problems/search', { params: { query: { grade_min: 20 } } }),
    );
    expect(error.status).toBe(422);
  });

  it('an empty error body gives an empty detail, not a crash', async () => {
    const empty = createApiClient({ baseUrl, fetch: async () => new Response(null, { status: 500 }) });
    const error = await failure(empty.fetch.GET('/characters'));
    expect(error.status).toBe(500);
    expect(error.detail).toBe('');
  });

  it('no server at all gives status 0 (unreachable)', async () => {
    const gone = createApiClient({ baseUrl: 'http://127.0.0.1:9/api' });
    const error = await failure(gone.fetch.GET('/characters'));
    expect(error.status).toBe(0);
    expect(error.unreachable).toBe(true);
  });
});

describe('multipart', () => {
  it('a problem with an image is sent as multipart/form-data and accepted', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'session-123' });
    const { data } = await api.fetch.POST('/admin/problems', {
      body: {
        text: 'Berechne $\\frac{3}{4} + \\frac{1}{6}$.',
        answer: '$\\frac{11}{12}$',
        wrong_answers: '$\\frac{4}{10}$\n$\\frac{2}{5}$',
        gradefrom: 5,
        gradeto: 6,
        difficulty: 2,
        language: 'de',
        file: new Blob([PNG], { type: 'image/png' }),
      },
      bodySerializer: toFormData,
    });
    expect(data?.redirect_url).toMatch(/^\/problems/);
    expect(data?.problem_id).toBeGreaterThan(0);
  });
});

describe('query hooks (the separate /query entry point)', () => {
  it('go through the same client: the bearer header and ApiError apply', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const signedIn = createQueryHooks(createApiClient({ baseUrl, getToken: () => 'session-123' }).fetch);
    const options = signedIn.queryOptions('get', '/admin/auth/me');
    expect(options.queryKey.slice(0, 2)).toEqual(['get', '/admin/auth/me']);
    const me = await queryClient.fetchQuery(options);
    expect(me.email).toMatch(/@/);

    const onUnauthorized = vi.fn();
    const anonymous = createQueryHooks(createApiClient({ baseUrl, getToken: () => null, onUnauthorized }).fetch);
    const error = await failure(new QueryClient().fetchQuery({ ...anonymous.queryOptions('get', '/admin/auth/me'), retry: false }));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });
});
