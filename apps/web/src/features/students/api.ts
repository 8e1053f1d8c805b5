// The students screens' calls (docs/product/api.md#students): the list with counts, a student, the
// changes to them, their assigned problems, and the access-link mail. Reorders and the
// quiz/solved switches are optimistic (docs/product/states.md).
import { toFormData, type Student, type StudentCreate, type StudentImportForm, type StudentProblem, type StudentUpdate } from '@backoffice/api-client';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { atom, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useApiMutation, type ApiMutationOptions, type QueryPath } from '../../lib/api-mutation.ts';
import { searchInit } from '../../lib/list-query.ts';
import { prefetchQuery, useQueryHooks, type ServerState } from '../../lib/server-state.tsx';
import { notifyError } from '../../lib/errors.ts';
import { moveItem, shareEntriesById, useOptimisticListMutation } from '../../lib/optimistic.ts';
import { PendingByKey } from '../../lib/pending-by-key.ts';
import { studentMessages } from './student-messages.ts';

/** GET /admin/students-extended?query=: the last list stays on screen while a search loads. */
export function useStudentsQuery(query: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/students-extended', searchInit(query), { placeholderData: keepPreviousData });
}

/** Starts the list's query for the screen about to be shown (its prefetch). */
export function prefetchStudents(server: ServerState, query: string): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/students-extended', searchInit(query)));
}

const studentInit = (id: string) => ({ params: { path: { id } } });

/** A student; `enabled` false (an id that cannot be one) asks nothing. */
export { useStudentQuery } from '../../lib/shared-queries.ts';

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
const STUDENT_RELATED: readonly QueryPath[] = [
  '/admin/students',
  '/admin/students-extended',
  '/admin/students/{id}',
  '/admin/students/{id}/problems',
  '/admin/students/{id}/conversations',
  '/admin/classes',
  '/admin/classes-extended',
  '/admin/classes/{id}',
  '/admin/classes/{id}/students-extended',
  '/admin/classes/{id}/problemsets-extended',
  '/admin/classes/{id}/progress',
];

/**
 * The students added in this tab since it was loaded: the list shows them first and marked,
 * whatever it is sorted by (by last sign-in a new student, who never signed in, would be last).
 */
export const addedStudentIdsAtom = atom<ReadonlySet<string>>(new Set<string>());

export function useCreateStudentMutation() {
  const setAdded = useSetAtom(addedStudentIdsAtom);
  return useApiMutation('post', '/admin/students', {
    request: (body: StudentCreate) => ({ body }),
    onSuccess: (created) => setAdded((ids) => new Set(ids).add(created.student_id)),
    invalidate: STUDENT_RELATED,
  });
}

type StudentSave = { id: string; body: StudentUpdate };

/**
 * PUT /admin/students/{id}, a partial update (a name, the gender, the language, the class, the
 * status), and what follows it: the page shows the answer at once, before the lists are refreshed.
 */
function useStudentSaveOptions() {
  const queryHooks = useQueryHooks();
  const queryClient = useQueryClient();
  return {
    request: ({ id, body }: StudentSave) => ({ params: { path: { id } }, body }),
    onSuccess: (saved: Student) => {
      queryClient.setQueryData(queryHooks.queryOptions('get', '/admin/students/{id}', studentInit(saved.student_id)).queryKey, saved);
    },
    invalidate: STUDENT_RELATED,
  } satisfies ApiMutationOptions<'put', '/admin/students/{id}', StudentSave, Student, unknown>;
}

/** A change on the student page. */
export function useUpdateStudentMutation() {
  return useApiMutation('put', '/admin/students/{id}', useStudentSaveOptions());
}

/** The students list's active switches: what each row is saving, and the change itself. */
export interface StudentActiveToggle {
  /** Student id → the state on its way to the server. */
  pending: PendingByKey<string, boolean>;
  toggle: (studentId: string, active: boolean) => void;
}

/**
 * The active switches of the students list (PUT {active} alone, docs/product/states.md), one for the whole list:
 * a list of hundreds of students must mount and unmount its rows cheaply, so a row holds no
 * mutation of its own. Each row sees its own save through `pending`: while it runs, the switch
 * shows the new state and takes no second change; on failure it shows the server's state again,
 * with the message. Saves of different rows run side by side.
 */
export function useStudentActiveToggle(): StudentActiveToggle {
  const save = useStudentSaveOptions();
  const [pending] = useState(() => new PendingByKey<string, boolean>());
  // The callbacks are the mutation's own, not the call's: TanStack runs a call's callbacks only
  // for the last call of a mutation, and here every row's save must end its pending state.
  const { mutate } = useApiMutation('put', '/admin/students/{id}', {
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

type ImportChoices = Omit<StudentImportForm, 'dry_run'>;

/** POST /admin/students/import with dry_run "true" (docs/product/screens.md#student-import): the preview; it changes nothing. */
export function usePreviewImportMutation() {
  return useApiMutation('post', '/admin/students/import', {
    request: (body: ImportChoices) => ({ body: { ...body, dry_run: 'true' as const }, bodySerializer: toFormData }),
  });
}

/** The import itself (dry_run "false"): the lists and the classes change. */
export function useImportStudentsMutation() {
  return useApiMutation('post', '/admin/students/import', {
    request: (body: ImportChoices) => ({ body: { ...body, dry_run: 'false' as const }, bodySerializer: toFormData }),
    invalidate: STUDENT_RELATED,
  });
}

/** The school choice of admins, and a class's access sheets (the import's result links them). */
export { useFetchAccessSheets, useSchoolChoicesQuery } from '../../lib/shared-queries.ts';

export function useDeleteStudentMutation() {
  return useApiMutation('delete', '/admin/students/{id}', { request: studentInit, invalidate: STUDENT_RELATED });
}

export function useSendAccessLinkMutation() {
  return useApiMutation('post', '/admin/students/{id}/access-link', {
    request: ({ id, email }: { id: string; email: string }) => ({ params: { path: { id } }, body: { email } }),
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
export function useStudentProblemCountQuery(id: string, enabled = true) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/students/{id}/problems', studentInit(id), {
    enabled,
    select: countOf,
    structuralSharing: shareProblems,
  });
}

function useStudentProblemsKey(id: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.queryOptions('get', '/admin/students/{id}/problems', studentInit(id)).queryKey;
}

/**
 * For the calls that answer the student's whole new list: it is on screen at once; the
 * student's counts (solved/total, in the lists) are refreshed after.
 */
function useShowStudentList(id: string) {
  const queryClient = useQueryClient();
  const key = useStudentProblemsKey(id);
  return (list: StudentProblem[]) => {
    queryClient.setQueryData(key, list);
  };
}

/** The picker's selection: ids not yet assigned are appended (the others are skipped and counted). */
export function useAddStudentProblemsMutation(id: string) {
  const show = useShowStudentList(id);
  return useApiMutation('post', '/admin/students/{id}/problems', {
    request: (problemIds: number[]) => ({ params: { path: { id } }, body: { problem_ids: problemIds } }),
    // An assignment answers how many were added and already assigned, with the new list.
    onSuccess: (added) => show(added.problems),
    invalidate: STUDENT_RELATED,
  });
}

/** A topic's problems appended in the topic's order (ones already assigned are skipped and counted). */
export function useAddStudentTopicMutation(id: string) {
  const show = useShowStudentList(id);
  return useApiMutation('post', '/admin/students/{id}/problemsets/{problemsetId}', {
    request: (problemsetId: number) => ({ params: { path: { id, problemsetId } } }),
    onSuccess: (added) => show(added.problems),
    invalidate: STUDENT_RELATED,
  });
}

export function useResetStudentProblemsMutation(id: string) {
  const show = useShowStudentList(id);
  return useApiMutation('post', '/admin/students/{id}/problems/reset', {
    request: (_nothing: undefined) => studentInit(id),
    onSuccess: show,
    invalidate: STUDENT_RELATED,
  });
}

export function useRemoveStudentProblemMutation(id: string) {
  return useApiMutation('delete', '/admin/students/{id}/problems/{problemId}', {
    request: (problemId: number) => ({ params: { path: { id, problemId } } }),
    invalidate: STUDENT_RELATED,
  });
}

export interface StudentMove {
  problemId: number;
  newIndex: number;
}

/** Drag end (docs/product/states.md): the problem id and its new index; the list shows the move at once. */
export function useReorderStudentProblemsMutation(id: string) {
  return useOptimisticListMutation('put', '/admin/students/{id}/problems/reorder', {
    queryKey: useStudentProblemsKey(id),
    // Only the order changes on screen; the entries stay the same objects, so that a long list
    // re-renders only the rows that moved (the refresh brings the new ordering numbers).
    apply: (list: readonly StudentProblem[], { problemId, newIndex }: StudentMove) =>
      moveItem(list, (entry) => entry.problem.problem_id === problemId, newIndex),
    request: ({ problemId, newIndex }) => ({ params: { path: { id } }, body: { problem_id: problemId, new_index: newIndex } }),
    failure: studentMessages.orderFailed,
  });
}

export interface StudentFlagChange {
  problemId: number;
  flag: 'solved' | 'quiz';
  value: boolean;
}

/** The solved and quiz switches (docs/product/states.md): shown at once, back with the message when refused. */
export function useStudentProblemFlagMutation(id: string) {
  return useOptimisticListMutation('put', '/admin/students/{id}/problems/{problemId}', {
    queryKey: useStudentProblemsKey(id),
    // The solved count shows in the student's entry, the lists and the class's progress.
    invalidate: ['/admin/students/{id}', '/admin/students-extended', '/admin/classes/{id}/progress'],
    apply: (list: readonly StudentProblem[], { problemId, flag, value }: StudentFlagChange) =>
      list.map((entry) =>
        entry.problem.problem_id === problemId ? { ...entry, student_problem: { ...entry.student_problem, [flag]: value } } : entry,
      ),
    request: ({ problemId, flag, value }) => ({
      params: { path: { id, problemId } },
      body: { [flag]: value },
      bodySerializer: toFormData,
    }),
    failure: studentMessages.updateFailed,
  });
}
