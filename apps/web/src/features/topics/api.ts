// The topics screens' calls (docs/product/api.md#problemsets): the list, a topic, its ordered problems and
// the changes to them. Reorders and quiz toggles are optimistic (docs/product/states.md).
import type { TopicProblem } from '@backoffice/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiMutation, type QueryPath } from '../../lib/api-mutation.ts';
import { searchInit } from '../../lib/list-query.ts';
import { prefetchQuery, useQueryHooks, type ServerState } from '../../lib/server-state.tsx';
import { moveItem, shareEntriesById, useOptimisticListMutation } from '../../lib/optimistic.ts';
import { topicMessages } from './topic-messages.ts';

/** Every query about topics (lists, a topic, its problems; also the class page's choices). */
const TOPIC_QUERIES: readonly QueryPath[] = ['/admin/problemsets', '/admin/problemsets/{id}', '/admin/problemsets/{id}/problems'];

export function useTopicsQuery(query: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/problemsets', searchInit(query), { placeholderData: keepPreviousData });
}

/** Starts the list's query for the screen about to be shown (its prefetch). */
export function prefetchTopics(server: ServerState, query: string): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/problemsets', searchInit(query)));
}

export function useTopicQuery(id: number | null) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/problemsets/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
}

function useTopicProblemsQueryKey(id: number) {
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

export function useCreateTopicMutation() {
  return useApiMutation('post', '/admin/problemsets', { request: (name: string) => ({ body: { name } }), invalidate: TOPIC_QUERIES });
}

export function useRenameTopicMutation() {
  return useApiMutation('put', '/admin/problemsets/{id}', {
    request: ({ id, name }: { id: number; name: string }) => ({ params: { path: { id } }, body: { name } }),
    invalidate: TOPIC_QUERIES,
  });
}

export function useDeleteTopicMutation() {
  return useApiMutation('delete', '/admin/problemsets/{id}', {
    request: (id: number) => ({ params: { path: { id } } }),
    invalidate: TOPIC_QUERIES,
  });
}

/**
 * The picker's Save: the topic then holds exactly `problemIds` (the unticked ones leave it, the
 * ones that stay keep their place, new ones are appended). Answers how many came and went.
 */
export function useSetTopicProblemsMutation(id: number) {
  return useApiMutation('put', '/admin/problemsets/{id}/problems', {
    request: (problemIds: number[]) => ({ params: { path: { id } }, body: { problem_ids: problemIds } }),
    invalidate: TOPIC_QUERIES,
  });
}

export function useRemoveTopicProblemMutation(id: number) {
  return useApiMutation('delete', '/admin/problemsets/{id}/problems/{problemId}', {
    request: (problemId: number) => ({ params: { path: { id, problemId } } }),
    invalidate: TOPIC_QUERIES,
  });
}

export interface MoveRequest {
  problemId: number;
  newIndex: number;
}

/**
 * Drag end: the problem id and its new index (docs/product/states.md); the list shows the move at once. The
 * topic's own entry (its count and "last changed") changes with every edit of its list.
 */
export function useReorderTopicProblemsMutation(id: number) {
  return useOptimisticListMutation('put', '/admin/problemsets/{id}/problems/reorder', {
    queryKey: useTopicProblemsQueryKey(id),
    invalidate: ['/admin/problemsets/{id}'],
    // Only the order changes on screen; the refresh brings the new ordering numbers.
    apply: (list: readonly TopicProblem[], { problemId, newIndex }: MoveRequest) =>
      moveItem(list, (entry) => entry.problem_id === problemId, newIndex),
    request: ({ problemId, newIndex }) => ({ params: { path: { id } }, body: { problem_id: problemId, new_index: newIndex } }),
    failure: topicMessages.reorderFailed,
  });
}

export interface QuizChange {
  problemId: number;
  quiz: boolean;
}

/** The quiz switch of a topic's problem: on at once, back with the message when refused. */
export function useTopicQuizMutation(id: number) {
  return useOptimisticListMutation('put', '/admin/problemsets/{id}/problems/{problemId}', {
    queryKey: useTopicProblemsQueryKey(id),
    invalidate: ['/admin/problemsets/{id}'],
    apply: (list: readonly TopicProblem[], { problemId, quiz }: QuizChange) =>
      list.map((entry) => (entry.problem_id === problemId ? { ...entry, quiz } : entry)),
    request: ({ problemId, quiz }) => ({ params: { path: { id, problemId } }, body: { quiz } }),
    failure: topicMessages.quizFailed,
  });
}
