import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { msg } from '@lingui/core/macro';
import { fakeApi, json, TEST_BASE_URL } from '../../test/fake-api.ts';
import { ApiProvider, createAppApiClient } from './api-context.tsx';
import { moveItem, shareEntriesById, useOptimisticListMutation } from './optimistic.ts';
import { createAppStore } from './session.ts';
import { toaster } from './toaster.ts';

const KEY = ['get', '/list'];
const failure = msg({ id: 'student.error_updating_order', message: 'Error updating the order' });

interface Move {
  id: number;
  to: number;
}

/**
 * A fake server list with controllable answers: each save (a topic's reorder) waits until
 * `run` or `fail` is called.
 */
function setup(initial: number[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let server = [...initial];
  let fetches = 0;
  const pending: { run: () => void; fail: () => void }[] = [];
  const received: number[][] = [];
  queryClient.setQueryDefaults(KEY, {
    queryFn: async () => {
      fetches += 1;
      return [...server];
    },
  });
  queryClient.setQueryData(KEY, [...initial]);
  const api = fakeApi({
    'PUT /admin/problemsets/7/problems/reorder': async (request) => {
      const { problem_id: id, new_index: to } = (await request.json()) as { problem_id: number; new_index: number };
      return new Promise<Response>((resolve) => {
        pending.push({
          run: () => {
            server = moveItem(server, (item) => item === id, to);
            received.push([...server]);
            resolve(json([]));
          },
          // A server failure without a code: the screen's own message shows.
          fail: () => resolve(json({ detail: 'refused' }, 500)),
        });
      });
    },
  });
  const client = createAppApiClient(createAppStore('en'), { baseUrl: TEST_BASE_URL, fetch: api.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiProvider>
  );
  const hook = renderHook(
    () => {
      // A screen showing the list: its query is active, so an invalidation refetches it.
      useQuery({ queryKey: KEY, staleTime: Infinity });
      return useOptimisticListMutation('put', '/admin/problemsets/{id}/problems/reorder', {
        queryKey: KEY,
        apply: (list: readonly number[], move: Move) => moveItem(list, (item) => item === move.id, move.to),
        request: (move) => ({ params: { path: { id: 7 } }, body: { problem_id: move.id, new_index: move.to } }),
        failure,
      });
    },
    { wrapper },
  );
  return {
    hook,
    queryClient,
    pending,
    received,
    shown: () => queryClient.getQueryData<number[]>(KEY),
    fetches: () => fetches,
  };
}

describe('useOptimisticListMutation (docs/product/states.md: interface first, then the save, then a refresh)', () => {
  it('shows the change at once and takes it back with the message when the server refuses', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const { hook, pending, shown } = setup([1, 2, 3]);
    act(() => hook.result.current.mutate({ id: 1, to: 2 }));
    await waitFor(() => expect(shown()).toEqual([2, 3, 1]));
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.fail());
    await waitFor(() => expect(shown()).toEqual([1, 2, 3]));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Error updating the order' })));
  });

  it('sends two quick moves one after the other and ends in the order the person sees', async () => {
    const { hook, pending, received, shown } = setup([1, 2, 3, 4]);
    act(() => hook.result.current.mutate({ id: 1, to: 3 }));
    act(() => hook.result.current.mutate({ id: 4, to: 0 }));
    await waitFor(() => expect(shown()).toEqual([4, 2, 3, 1]));
    // The second move waits for the first: the server never sees them out of order.
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.run());
    await waitFor(() => expect(pending).toHaveLength(2));
    act(() => pending[1]!.run());
    await waitFor(() => expect(received).toEqual([[2, 3, 4, 1], [4, 2, 3, 1]]));
    await waitFor(() => expect(hook.result.current.isPending).toBe(false));
    expect(shown()).toEqual([4, 2, 3, 1]);
  });

  it('refreshes from the server only after the last queued change', async () => {
    const { hook, pending, fetches } = setup([1, 2, 3]);
    act(() => hook.result.current.mutate({ id: 1, to: 1 }));
    act(() => hook.result.current.mutate({ id: 3, to: 0 }));
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.run());
    await waitFor(() => expect(pending).toHaveLength(2));
    // The first change has settled, but the second is still on its way: no refresh yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches()).toBe(0);
    act(() => pending[1]!.run());
    await waitFor(() => expect(fetches()).toBe(1));
  });
});

describe('moveItem', () => {
  it('moves an item to an index, past the end meaning last', () => {
    expect(moveItem([1, 2, 3], (x) => x === 1, 2)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], (x) => x === 3, 0)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], (x) => x === 1, 99)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], (x) => x === 9, 0)).toEqual([1, 2, 3]);
  });
});

interface Entry {
  problem: { problem_id: number; text: string };
  state: { ordering: number; solved: boolean };
}

const entry = (id: number, ordering: number, solved = false): Entry => ({
  problem: { problem_id: id, text: `Berechne $\\frac{${id}}{4}$` },
  state: { ordering, solved },
});
const share = shareEntriesById((e: Entry) => e.problem.problem_id);

describe('shareEntriesById: a cached list keeps the entries that did not change, wherever they moved', () => {
  it('keeps every entry of a reordered list (the optimistic move)', () => {
    const before = [entry(1, 0), entry(2, 1), entry(3, 2), entry(4, 3)];
    const moved = moveItem(before, (e) => e.problem.problem_id === 1, 2);
    const shared = share(before, moved) as Entry[];
    expect(shared.map((e) => e.problem.problem_id)).toEqual([2, 3, 1, 4]);
    shared.forEach((e) => expect(before).toContain(e));
  });

  it('gives a changed entry a new object but keeps its unchanged problem (the refresh after a move)', () => {
    const before = [entry(2, 1), entry(3, 2), entry(1, 0), entry(4, 3)];
    const fromServer = JSON.parse(JSON.stringify([entry(2, 0), entry(3, 1), entry(1, 2), entry(4, 3)])) as Entry[];
    const shared = share(before, fromServer) as Entry[];
    expect(shared).toEqual(fromServer);
    expect(shared[0]).not.toBe(before[0]);
    expect(shared[0]!.problem).toBe(before[0]!.problem);
    expect(shared[3]).toBe(before[3]);
  });

  it('answers with the old list itself when nothing changed', () => {
    const before = [entry(1, 0), entry(2, 1, true)];
    expect(share(before, JSON.parse(JSON.stringify(before)))).toBe(before);
  });

  it('shares what is not a list of entries (a selected count or list of ids) the usual way', () => {
    expect(share(3, 3)).toBe(3);
    const ids = [1, 2, 3];
    expect(share(ids, [1, 2, 3])).toBe(ids);
    expect(share(ids, [2, 1, 3])).toEqual([2, 1, 3]);
    expect(share(undefined, [entry(1, 0)])).toEqual([entry(1, 0)]);
  });
});
