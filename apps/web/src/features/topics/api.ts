// The topics screens' calls (spec §7 "Topics"): the list, a topic, its ordered problems and
// the changes to them. Reorders and quiz toggles are optimistic (spec §4).
import type { Problemset, TopicProblem, TopicProblemsChange } from '@backoffice/api-client';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { useQueryHooks } from '../../lib/server-state.tsx';
import { moveItem, shareEntriesById, useOptimisticListMutation } from '../../lib/optimistic.ts';
import { topicMessages } from './topic-messages.ts';

/** Every query about topics (lists, a topic, its problems; also the class page's choices). */
const TOPICS_PREFIX = '/admin/problemsets';
const isTopicQuery = (key: readonly unknown[]) => typeof key[1] === 'string' && key[1].startsWith(TOPICS_PREFIX);

export function useTopicsQuery(query: string) {
  const queryHooks = useQueryHooks();
  const text = query.trim();
  return queryHooks.useQuery('get', '/admin/problemsets', text ? { params: { query: { query: text } } } : undefined, {
    placeholderData: keepPreviousData,
  });
}

export function useTopicQuery(id: number | null) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/problemsets/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
}

export function useTopicProblemsQueryKey(id: number) {
  const queryHooks = useQueryHooks();
  return queryHooks.queryOptions('get', '/admin/problemsets/{id}/problems', { params: { path: { id } } }).queryKey;
}

// A problem that only moved keeps its entry (see shareEntriesById); both observers of the list
// pass it, as the cache takes the options of whichever fetched last.
const shareProblems = shareEntriesById((entry: TopicProblem) => entry.problem_id);

export function useTopicProblemsQuery(id: number) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/problemsets/{id}/problems', { params: { path: { id } } }, { structuralSharing: shareProblems });
}

const idsOf = (list: readonly TopicProblem[]) => list.map((entry) => entry.problem_id);

/** The ids of a topic's problems, in order (for what needs only the ids, e.g. the picker). */
export function useTopicProblemIdsQuery(id: number) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/problemsets/{id}/problems', { params: { path: { id } } }, {
    select: idsOf,
    structuralSharing: shareProblems,
  });
}

function useTopicMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isTopicQuery(query.queryKey) }),
  });
}

export function useCreateTopicMutation() {
  const api = useApi();
  return useTopicMutation(async (name: string): Promise<Problemset> => {
    const { data } = await api.fetch.POST('/admin/problemsets', { body: { name } });
    if (!data) throw new Error('POST /admin/problemsets answered without a topic');
    return data;
  });
}

export function useRenameTopicMutation() {
  const api = useApi();
  return useTopicMutation(async ({ id, name }: { id: number; name: string }): Promise<Problemset> => {
    const { data } = await api.fetch.PUT('/admin/problemsets/{id}', { params: { path: { id } }, body: { name } });
    if (!data) throw new Error('PUT /admin/problemsets/{id} answered without a topic');
    return data;
  });
}

export function useDeleteTopicMutation() {
  const api = useApi();
  return useTopicMutation(async (id: number) => {
    await api.fetch.DELETE('/admin/problemsets/{id}', { params: { path: { id } } });
  });
}

/**
 * The picker's Save: the topic then holds exactly `problemIds` (the unticked ones leave it, the
 * ones that stay keep their place, new ones are appended). Answers how many came and went.
 */
export function useSetTopicProblemsMutation(id: number) {
  const api = useApi();
  return useTopicMutation(async (problemIds: number[]): Promise<TopicProblemsChange> => {
    const { data } = await api.fetch.PUT('/admin/problemsets/{id}/problems', {
      params: { path: { id } },
      body: { problem_ids: problemIds },
    });
    if (!data) throw new Error('PUT /admin/problemsets/{id}/problems answered without a result');
    return data;
  });
}

export function useRemoveTopicProblemMutation(id: number) {
  const api = useApi();
  return useTopicMutation(async (problemId: number) => {
    await api.fetch.DELETE('/admin/problemsets/{id}/problems/{problemId}', { params: { path: { id, problemId } } });
  });
}

/** The topic's own entry (its count and "last changed") changes with every edit of its list. */
function useTopicKeys(id: number) {
  const queryHooks = useQueryHooks();
  return {
    problems: useTopicProblemsQueryKey(id),
    topic: queryHooks.queryOptions('get', '/admin/problemsets/{id}', { params: { path: { id } } }).queryKey,
  };
}

export interface MoveRequest {
  problemId: number;
  newIndex: number;
}

/** Drag end: the problem id and its new index (spec §4); the list shows the move at once. */
export function useReorderTopicProblemsMutation(id: number) {
  const api = useApi();
  const keys = useTopicKeys(id);
  return useOptimisticListMutation<TopicProblem, MoveRequest>({
    queryKey: keys.problems,
    alsoRefresh: [keys.topic],
    // Only the order changes on screen; the refresh brings the new ordering numbers.
    apply: (list, { problemId, newIndex }) => moveItem(list, (entry) => entry.problem_id === problemId, newIndex),
    save: ({ problemId, newIndex }) =>
      api.fetch.PUT('/admin/problemsets/{id}/problems/reorder', {
        params: { path: { id } },
        body: { problem_id: problemId, new_index: newIndex },
      }),
    failure: topicMessages.reorderFailed,
  });
}

export interface QuizChange {
  problemId: number;
  quiz: boolean;
}

/** The quiz switch of a topic's problem: on at once, back with the message when refused. */
export function useTopicQuizMutation(id: number) {
  const api = useApi();
  const keys = useTopicKeys(id);
  return useOptimisticListMutation<TopicProblem, QuizChange>({
    queryKey: keys.problems,
    alsoRefresh: [keys.topic],
    apply: (list, { problemId, quiz }) => list.map((entry) => (entry.problem_id === problemId ? { ...entry, quiz } : entry)),
    save: ({ problemId, quiz }) =>
      api.fetch.PUT('/admin/problemsets/{id}/problems/{problemId}', {
        params: { path: { id, problemId } },
        body: { quiz },
      }),
    failure: topicMessages.quizFailed,
  });
}
