// The students screens' calls (spec §7 "Students"): the list with counts, a student, the
// changes to them, their assigned problems, and the access-link mail. Reorders and the
// quiz/solved switches are optimistic (spec §4).
import { toFormData, type Student, type StudentCreate, type StudentProblem, type StudentProblemsAdded, type StudentUpdate } from '@backoffice/api-client';
import { keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { atom, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { useQueryHooks } from '../../lib/server-state.tsx';
import { notifyError } from '../../lib/errors.ts';
import { moveItem, shareEntriesById, useOptimisticListMutation } from '../../lib/optimistic.ts';
import { PendingByKey } from '../../lib/pending-by-key.ts';
import { studentMessages } from './student-messages.ts';

/** GET /admin/students-extended?query=: the last list stays on screen while a search loads. */
export function useStudentsQuery(query: string) {
  const queryHooks = useQueryHooks();
  const text = query.trim();
  return queryHooks.useQuery(
    'get',
    '/admin/students-extended',
    text ? { params: { query: { query: text } } } : undefined,
    { placeholderData: keepPreviousData },
  );
}

const studentInit = (id: string) => ({ params: { path: { id } } });

/** A student; `enabled` false (an id that cannot be one) asks nothing. */
export function useStudentQuery(id: string, enabled = true) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/students/{id}', studentInit(id), { retry: false, enabled });
}

/** The class choice of staff (parents have no classes and may not list them). */
export function useClassChoicesQuery(enabled: boolean) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/classes', undefined, { enabled });
}

/** The student page's topic dropdown. */
export function useTopicChoicesQuery() {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/problemsets');
}

/** GET /admin/app-config: the student app's address, for the student id's link. */
export { useAppConfigQuery } from '../../lib/shared-queries.ts';

/**
 * A change to a student shows in more places than their page: the lists (names, counts), the
 * classes' student lists and counts. Every query of those resources is refreshed.
 */
const STUDENT_RELATED = ['/admin/students', '/admin/classes'];

export function refreshStudentData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[1];
      return typeof path === 'string' && STUDENT_RELATED.some((prefix) => path.startsWith(prefix));
    },
  });
}

function useStudentMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => refreshStudentData(queryClient) });
}

/**
 * The students added in this tab since it was loaded: the list shows them first and marked,
 * whatever it is sorted by (by last sign-in a new student, who never signed in, would be last).
 */
export const addedStudentIdsAtom = atom<ReadonlySet<string>>(new Set<string>());

export function useCreateStudentMutation() {
  const api = useApi();
  const setAdded = useSetAtom(addedStudentIdsAtom);
  return useStudentMutation(async (body: StudentCreate): Promise<Student> => {
    const { data } = await api.fetch.POST('/admin/students', { body });
    if (!data) throw new Error('POST /admin/students answered without a student');
    setAdded((ids) => new Set(ids).add(data.student_id));
    return data;
  });
}

/**
 * PUT /admin/students/{id}, a partial update (a name, the gender, the language, the class, the
 * status), and what follows it: the page shows the answer at once, before the lists are refreshed.
 */
function useStudentSave() {
  const api = useApi();
  const queryHooks = useQueryHooks();
  const queryClient = useQueryClient();
  return {
    mutationFn: async ({ id, body }: { id: string; body: StudentUpdate }): Promise<Student> => {
      const { data } = await api.fetch.PUT('/admin/students/{id}', { params: { path: { id } }, body });
      if (!data) throw new Error('PUT /admin/students/{id} answered without a student');
      return data;
    },
    onSuccess: (saved: Student) => {
      queryClient.setQueryData(queryHooks.queryOptions('get', '/admin/students/{id}', studentInit(saved.student_id)).queryKey, saved);
      return refreshStudentData(queryClient);
    },
  };
}

/** A change on the student page. */
export function useUpdateStudentMutation() {
  return useMutation(useStudentSave());
}

/** The students list's active switches: what each row is saving, and the change itself. */
export interface StudentActiveToggle {
  /** Student id → the state on its way to the server. */
  pending: PendingByKey<string, boolean>;
  toggle: (studentId: string, active: boolean) => void;
}

/**
 * The active switches of the students list (PUT {active} alone, spec §4), one for the whole list:
 * a list of hundreds of students must mount and unmount its rows cheaply, so a row holds no
 * mutation of its own. Each row sees its own save through `pending`: while it runs, the switch
 * shows the new state and takes no second change; on failure it shows the server's state again,
 * with the message. Saves of different rows run side by side.
 */
export function useStudentActiveToggle(): StudentActiveToggle {
  const save = useStudentSave();
  const [pending] = useState(() => new PendingByKey<string, boolean>());
  // The callbacks are the mutation's own, not the call's: TanStack runs a call's callbacks only
  // for the last call of a mutation, and here every row's save must end its pending state.
  const { mutate } = useMutation({
    ...save,
    onMutate: ({ id, body }) => pending.set(id, body.active ?? false),
    onError: (failure) => void notifyError(failure, studentMessages.statusFailed),
    onSettled: (_saved, _failure, { id }) => pending.delete(id),
  });
  const toggle = useCallback(
    (id: string, active: boolean) => {
      if (pending.get(id) === undefined) mutate({ id, body: { active } });
    },
    [mutate, pending],
  );
  return useMemo(() => ({ pending, toggle }), [pending, toggle]);
}

export function useDeleteStudentMutation() {
  const api = useApi();
  return useStudentMutation(async (id: string) => {
    await api.fetch.DELETE('/admin/students/{id}', { params: { path: { id } } });
  });
}

export function useSendAccessLinkMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, email }: { id: string; email: string }) => {
      await api.fetch.POST('/admin/students/{id}/access-link', { params: { path: { id } }, body: { email } });
    },
  });
}

// ---------------------------------------------------------------- assigned problems

// A problem that only moved keeps its entry (see shareEntriesById); both observers of the list
// pass it, as the cache takes the options of whichever fetched last.
const shareProblems = shareEntriesById((entry: StudentProblem) => entry.problem.problem_id);

export function useStudentProblemsQuery(id: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/students/{id}/problems', studentInit(id), { structuralSharing: shareProblems });
}

const countOf = (list: readonly unknown[]) => list.length;
const idsOf = (list: readonly StudentProblem[]) => list.map((entry) => entry.problem.problem_id);

/** The ids of the student's problems (the picker marks them as already assigned). */
export function useStudentProblemIdsQuery(id: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/students/{id}/problems', studentInit(id), {
    select: idsOf,
    structuralSharing: shareProblems,
  });
}

/** How many problems the student has (its users render again only when the count changes). */
export function useStudentProblemCountQuery(id: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/students/{id}/problems', studentInit(id), {
    select: countOf,
    structuralSharing: shareProblems,
  });
}

function useStudentProblemsKey(id: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.queryOptions('get', '/admin/students/{id}/problems', studentInit(id)).queryKey;
}

/**
 * The calls that answer the student's whole new list put it on screen at once; the student's
 * counts (solved/total, in the lists) are refreshed after. `listOf` finds the list in the answer.
 */
function useStudentListMutation<V, R>(id: string, run: (variables: V) => Promise<R>, listOf: (result: R) => StudentProblem[] | undefined) {
  const queryClient = useQueryClient();
  const key = useStudentProblemsKey(id);
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      const list = listOf(result);
      if (list) queryClient.setQueryData(key, list);
      return refreshStudentData(queryClient);
    },
  });
}

/** An assignment answers how many were added and already assigned, with the new list. */
function useStudentAssignMutation<V>(id: string, run: (variables: V) => Promise<StudentProblemsAdded | undefined>) {
  return useStudentListMutation(
    id,
    async (variables: V): Promise<StudentProblemsAdded> => {
      const result = await run(variables);
      if (!result) throw new Error('assigning problems answered without a result');
      return result;
    },
    (result) => result.problems,
  );
}

/** The picker's selection: ids not yet assigned are appended (the others are skipped and counted). */
export function useAddStudentProblemsMutation(id: string) {
  const api = useApi();
  return useStudentAssignMutation(id, async (problemIds: number[]) => {
    const { data } = await api.fetch.POST('/admin/students/{id}/problems', {
      params: { path: { id } },
      body: { problem_ids: problemIds },
    });
    return data;
  });
}

/** A topic's problems appended in the topic's order (ones already assigned are skipped and counted). */
export function useAddStudentTopicMutation(id: string) {
  const api = useApi();
  return useStudentAssignMutation(id, async (problemsetId: number) => {
    const { data } = await api.fetch.POST('/admin/students/{id}/problemsets/{problemsetId}', {
      params: { path: { id, problemsetId } },
    });
    return data;
  });
}

export function useResetStudentProblemsMutation(id: string) {
  const api = useApi();
  return useStudentListMutation(
    id,
    async () => {
      const { data } = await api.fetch.POST('/admin/students/{id}/problems/reset', { params: { path: { id } } });
      return data;
    },
    (list) => list,
  );
}

export function useRemoveStudentProblemMutation(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (problemId: number) => {
      await api.fetch.DELETE('/admin/students/{id}/problems/{problemId}', { params: { path: { id, problemId } } });
    },
    onSuccess: () => refreshStudentData(queryClient),
  });
}

export interface StudentMove {
  problemId: number;
  newIndex: number;
}

/** Drag end (spec §4): the problem id and its new index; the list shows the move at once. */
export function useReorderStudentProblemsMutation(id: string) {
  const api = useApi();
  return useOptimisticListMutation<StudentProblem, StudentMove>({
    queryKey: useStudentProblemsKey(id),
    // Only the order changes on screen; the entries stay the same objects, so that a long list
    // re-renders only the rows that moved (the refresh brings the new ordering numbers).
    apply: (list, { problemId, newIndex }) => moveItem(list, (entry) => entry.problem.problem_id === problemId, newIndex),
    save: ({ problemId, newIndex }) =>
      api.fetch.PUT('/admin/students/{id}/problems/reorder', {
        params: { path: { id } },
        body: { problem_id: problemId, new_index: newIndex },
      }),
    failure: studentMessages.orderFailed,
  });
}

export interface StudentFlagChange {
  problemId: number;
  flag: 'solved' | 'quiz';
  value: boolean;
}

/** The solved and quiz switches (spec §4): shown at once, back with the message when refused. */
export function useStudentProblemFlagMutation(id: string) {
  const api = useApi();
  return useOptimisticListMutation<StudentProblem, StudentFlagChange>({
    queryKey: useStudentProblemsKey(id),
    // The solved count shows in the student's entry and the lists.
    alsoRefresh: [['get', '/admin/students/{id}'], ['get', '/admin/students-extended']],
    apply: (list, { problemId, flag, value }) =>
      list.map((entry) =>
        entry.problem.problem_id === problemId ? { ...entry, student_problem: { ...entry.student_problem, [flag]: value } } : entry,
      ),
    save: async ({ problemId, flag, value }) => {
      await api.fetch.PUT('/admin/students/{id}/problems/{problemId}', {
        params: { path: { id, problemId } },
        body: { [flag]: value },
        bodySerializer: toFormData,
      });
    },
    failure: studentMessages.updateFailed,
  });
}
