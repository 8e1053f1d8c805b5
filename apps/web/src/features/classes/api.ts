// The classes screens' calls (spec §7): the list with counts, a class, its students and topics,
// what may be added to it, the changes, and the access-sheet PDF.
import type { Class, ClassInput } from '@backoffice/api-client';
import { keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { useQueryHooks } from '../../lib/server-state.tsx';

/** GET /admin/classes-extended?query=: the last list stays on screen while a search loads. */
export function useClassesQuery(query: string) {
  const queryHooks = useQueryHooks();
  const text = query.trim();
  return queryHooks.useQuery(
    'get',
    '/admin/classes-extended',
    text ? { params: { query: { query: text } } } : undefined,
    { placeholderData: keepPreviousData },
  );
}

/** GET /admin/schools: the school choice of admins (others do not choose, so they do not ask). */
export function useSchoolChoicesQuery(enabled: boolean) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/schools', undefined, { enabled });
}

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

/** The add-student choice: students without a class (spec §2), never those of this class. */
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
 * the choices offered. Every query of those resources is refreshed (active ones at once).
 */
const CLASS_RELATED = ['/admin/classes', '/admin/students', '/admin/problemsets'];

export function refreshClassData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[1];
      return typeof path === 'string' && CLASS_RELATED.some((prefix) => path.startsWith(prefix));
    },
  });
}

function useClassMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  // Refreshed also after a failure: a 404 means the row is gone and must leave the list.
  return useMutation({ mutationFn: run, onSettled: () => refreshClassData(queryClient) });
}

export function useCreateClassMutation() {
  const api = useApi();
  return useClassMutation(async (body: ClassInput): Promise<Class> => {
    const { data } = await api.fetch.POST('/admin/classes', { body });
    if (!data) throw new Error('POST /admin/classes answered without a class');
    return data;
  });
}

export function useUpdateClassMutation() {
  const api = useApi();
  return useClassMutation(async ({ id, body }: { id: number; body: ClassInput }): Promise<Class> => {
    const { data } = await api.fetch.PUT('/admin/classes/{id}', { params: { path: { id } }, body });
    if (!data) throw new Error('PUT /admin/classes/{id} answered without a class');
    return data;
  });
}

export function useDeleteClassMutation() {
  const api = useApi();
  return useClassMutation(async (id: number) => {
    await api.fetch.DELETE('/admin/classes/{id}', { params: { path: { id } } });
  });
}

type StudentLink = { classId: number; studentId: string };
type TopicLink = { classId: number; problemsetId: number };

export function useAddClassStudentMutation() {
  const api = useApi();
  return useClassMutation(async ({ classId, studentId }: StudentLink) => {
    await api.fetch.POST('/admin/classes/{id}/students/{studentId}', {
      params: { path: { id: classId, studentId } },
    });
  });
}

export function useRemoveClassStudentMutation() {
  const api = useApi();
  return useClassMutation(async ({ classId, studentId }: StudentLink) => {
    await api.fetch.DELETE('/admin/classes/{id}/students/{studentId}', {
      params: { path: { id: classId, studentId } },
    });
  });
}

export function useAddClassTopicMutation() {
  const api = useApi();
  return useClassMutation(async ({ classId, problemsetId }: TopicLink) => {
    await api.fetch.POST('/admin/classes/{id}/problemsets/{problemsetId}', {
      params: { path: { id: classId, problemsetId } },
    });
  });
}

export function useRemoveClassTopicMutation() {
  const api = useApi();
  return useClassMutation(async ({ classId, problemsetId }: TopicLink) => {
    await api.fetch.DELETE('/admin/classes/{id}/problemsets/{problemsetId}', {
      params: { path: { id: classId, problemsetId } },
    });
  });
}

/** GET /admin/classes/{id}/print: the access sheets as a PDF blob, fetched with the session. */
export function useFetchAccessSheets() {
  const api = useApi();
  return useCallback(
    async (classId: number): Promise<Blob> => {
      const { data } = await api.fetch.GET('/admin/classes/{id}/print', {
        params: { path: { id: classId } },
        parseAs: 'blob',
      });
      if (!data) throw new Error('GET /admin/classes/{id}/print answered without a PDF');
      return data;
    },
    [api],
  );
}
