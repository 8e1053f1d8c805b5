// The classes screens' calls (docs/product/api.md): the list with counts, a class, its students and topics,
// what may be added to it, the changes, the access-sheet PDF, and the progress matrix and its CSV.
import type { ClassInput, Language } from '@backoffice/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { callApi } from '../../lib/api-call.ts';
import { fileNameFromDisposition } from '../../lib/download.ts';
import { useApiMutation } from '../../lib/api-mutation.ts';
import { searchInit } from '../../lib/list-query.ts';
import { prefetchQuery, useQueryHooks, type ServerState } from '../../lib/server-state.tsx';

/** GET /admin/classes-extended?query=: the last list stays on screen while a search loads. */
export function useClassesQuery(query: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/classes-extended', searchInit(query), { placeholderData: keepPreviousData });
}

/** Starts the list's query for the screen about to be shown (its prefetch). */
export function prefetchClasses(server: ServerState, query: string): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/classes-extended', searchInit(query)));
}

/** The school choice of admins; the access sheets (shared with the student import's result). */
export { useFetchAccessSheets, useSchoolChoicesQuery } from '../../lib/shared-queries.ts';

/** GET /admin/classes/{id}; null (the "new" form) asks nothing. */
export function useClassQuery(id: number | null) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/classes/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
}

export function useClassStudentsQuery(id: number) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/classes/{id}/students-extended', { params: { path: { id } } });
}

export function useClassTopicsQuery(id: number) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/classes/{id}/problemsets-extended', { params: { path: { id } } });
}

/** The add-student choice: students without a class (docs/product/screens.md), never those of this class. */
export function useUnassignedStudentsQuery(classId: number) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/students', {
    params: { query: { unassigned: true, not_in_class: classId } },
  });
}

/** The add-topic choice: the topics not yet in the class. */
export function useAvailableTopicsQuery(classId: number) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/problemsets', { params: { query: { not_in_class: classId } } });
}

/**
 * A change to a class touches more than its own page: the list's counts, the students' class,
 * the choices offered. Every query of those resources is refreshed (those on screen at once),
 * also after a failure: a 404 means the row is gone and must leave the list.
 */
const CLASS_RELATED = {
  invalidate: [
    '/admin/classes',
    '/admin/classes-extended',
    '/admin/classes/{id}',
    '/admin/classes/{id}/students-extended',
    '/admin/classes/{id}/problemsets-extended',
    '/admin/classes/{id}/progress',
    '/admin/students',
    '/admin/students-extended',
    '/admin/students/{id}',
    '/admin/students/{id}/problems',
    '/admin/students/{id}/conversations',
    '/admin/problemsets',
    '/admin/problemsets/{id}',
    '/admin/problemsets/{id}/problems',
  ],
  invalidateAfter: 'settled',
} as const;

export function useCreateClassMutation() {
  return useApiMutation('post', '/admin/classes', { request: (body: ClassInput) => ({ body }), ...CLASS_RELATED });
}

export function useUpdateClassMutation() {
  return useApiMutation('put', '/admin/classes/{id}', {
    request: ({ id, body }: { id: number; body: ClassInput }) => ({ params: { path: { id } }, body }),
    ...CLASS_RELATED,
  });
}

export function useDeleteClassMutation() {
  return useApiMutation('delete', '/admin/classes/{id}', { request: (id: number) => ({ params: { path: { id } } }), ...CLASS_RELATED });
}

type StudentLink = { classId: number; studentId: string };
type TopicLink = { classId: number; problemsetId: number };

const studentLink = ({ classId, studentId }: StudentLink) => ({ params: { path: { id: classId, studentId } } });
const topicLink = ({ classId, problemsetId }: TopicLink) => ({ params: { path: { id: classId, problemsetId } } });

export function useAddClassStudentMutation() {
  return useApiMutation('post', '/admin/classes/{id}/students/{studentId}', { request: studentLink, ...CLASS_RELATED });
}

export function useRemoveClassStudentMutation() {
  return useApiMutation('delete', '/admin/classes/{id}/students/{studentId}', { request: studentLink, ...CLASS_RELATED });
}

export function useAddClassTopicMutation() {
  return useApiMutation('post', '/admin/classes/{id}/problemsets/{problemsetId}', { request: topicLink, ...CLASS_RELATED });
}

export function useRemoveClassTopicMutation() {
  return useApiMutation('delete', '/admin/classes/{id}/problemsets/{problemsetId}', { request: topicLink, ...CLASS_RELATED });
}

/** GET /admin/classes/{id}/progress: the class's matrix of students × its topics' problems. */
export function useClassProgressQuery(id: number | null) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/classes/{id}/progress', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
}

/** Starts the matrix's query for the screen about to be shown (its prefetch). */
export function prefetchClassProgress(server: ServerState, id: number): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/classes/{id}/progress', { params: { path: { id } } }));
}

/**
 * GET /admin/classes/{id}/progress/export?language=: the matrix as CSV, fetched with the session
 * header, and the server's file name for it (default Fortschritt_{id}.csv).
 */
export function useFetchProgressExport() {
  const api = useApi();
  return useCallback(
    async (classId: number, language: Language): Promise<{ blob: Blob; fileName: string }> => {
      const { data, response } = await callApi(api, 'get', '/admin/classes/{id}/progress/export', {
        params: { path: { id: classId }, query: { language } },
        parseAs: 'blob',
      });
      const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? `progress_${classId}.csv`;
      return { blob: data, fileName };
    },
    [api],
  );
}
