// The conversations' calls (spec §7): a student's conversations, the characters, one
// conversation's messages and recordings, the audio and the export (both fetched with the
// session header), the deletions, and the student's digests and history.
import type { Student } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { useQueryHooks } from '../../lib/server-state.tsx';

/** GET /admin/students/{id}: the student's name and history (shared with the student page's own query). */
export function useStudentQuery(studentId: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/students/{id}', { params: { path: { id: studentId } } }, { retry: false });
}

export function useStudentConversationsQuery(studentId: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/students/{id}/conversations', { params: { path: { id: studentId } } });
}

/** GET /characters: names by id. A failure is only logged (spec §8); the ids show instead. */
export { useCharactersQuery } from '../../lib/shared-queries.ts';

/** The conversation and all its messages; the back-office reads inactive students' too. */
export function useConversationMessagesQuery(conversationId: number, studentId: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery(
    'get',
    '/conversations/{conversationId}/messages',
    { params: { path: { conversationId }, query: { student_id: studentId, skip_active_check: true } } },
    { retry: false },
  );
}

/** The recordings' file names and times. A failure is only logged (spec §8). */
export function useConversationRecordingsQuery(conversationId: number, studentId: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/conversations/{id}/recordings', {
    params: { path: { id: conversationId }, query: { student_id: studentId } },
  });
}

/** GET /admin/students/{id}/recordings/{url}: the audio as a blob, with the session header. */
export function useFetchRecording() {
  const api = useApi();
  return useCallback(
    async (studentId: string, url: string, signal?: AbortSignal): Promise<Blob> => {
      const { data } = await api.fetch.GET('/admin/students/{id}/recordings/{url}', {
        params: { path: { id: studentId, url } },
        parseAs: 'blob',
        ...(signal ? { signal } : {}),
      });
      if (!data) throw new Error('GET /admin/students/{id}/recordings/{url} answered without audio');
      return data;
    },
    [api],
  );
}

/** The file name of a Content-Disposition header (filename* first, then filename), if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  // Only the last path segment: a name must never point into another folder.
  return name ? (name.split(/[\\/]/).pop() ?? null) || null : null;
}

/** GET /admin/conversations/{id}/export: the file and its name (default conversation_{id}.json). */
export function useFetchExport() {
  const api = useApi();
  return useCallback(
    async (conversationId: number, studentId: string): Promise<{ blob: Blob; fileName: string }> => {
      const { data, response } = await api.fetch.GET('/admin/conversations/{id}/export', {
        params: { path: { id: conversationId }, query: { student_id: studentId } },
        parseAs: 'blob',
      });
      if (!data) throw new Error('GET /admin/conversations/{id}/export answered without a file');
      const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? `conversation_${conversationId}.json`;
      return { blob: data as Blob, fileName };
    },
    [api],
  );
}

/** After a deletion the student's list and counts are stale (the student page and lists). */
function useRefreshStudent() {
  const queryClient = useQueryClient();
  return useCallback(
    (studentId: string) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/admin/students/{id}/conversations'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/admin/students/{id}'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/admin/students-extended'] }),
        queryClient.removeQueries({ queryKey: ['get', '/conversations/{conversationId}/messages'] }),
      ]).then(() => studentId),
    [queryClient],
  );
}

export function useDeleteConversationMutation() {
  const api = useApi();
  const refresh = useRefreshStudent();
  return useMutation({
    mutationFn: async ({ conversationId, studentId }: { conversationId: number; studentId: string }) => {
      await api.fetch.DELETE('/conversations/{conversationId}', {
        params: { path: { conversationId }, query: { student_id: studentId } },
      });
    },
    onSettled: (_data, _error, { studentId }) => refresh(studentId),
  });
}

export function useDeleteAllConversationsMutation() {
  const api = useApi();
  const refresh = useRefreshStudent();
  return useMutation({
    mutationFn: async (studentId: string) => {
      await api.fetch.DELETE('/admin/students/{id}/conversations', { params: { path: { id: studentId } } });
    },
    onSettled: (_data, _error, studentId) => refresh(studentId),
  });
}

/** The digests' answers are the updated student: it replaces the cached one at once. */
function useStudentAnswer() {
  const queryClient = useQueryClient();
  return useCallback(
    (student: Student) => {
      queryClient.setQueryData(['get', '/admin/students/{id}', { params: { path: { id: student.student_id } } }], student);
      return queryClient.invalidateQueries({ queryKey: ['get', '/admin/students-extended'] });
    },
    [queryClient],
  );
}

/** Regenerating answers the updated student and how many conversations were summarised. */
export function useRegenerateDigestsMutation() {
  const api = useApi();
  const apply = useStudentAnswer();
  return useMutation({
    mutationFn: async (studentId: string) => {
      const { data } = await api.fetch.POST('/admin/students/{id}/digests', { params: { path: { id: studentId } } });
      if (!data) throw new Error('POST /admin/students/{id}/digests answered without the student');
      return data;
    },
    onSuccess: ({ student }) => apply(student),
  });
}

export function useDeleteHistoryMutation() {
  const api = useApi();
  const apply = useStudentAnswer();
  return useMutation({
    mutationFn: async (studentId: string) => {
      const { data } = await api.fetch.DELETE('/admin/students/{id}/digests', { params: { path: { id: studentId } } });
      if (!data) throw new Error('DELETE /admin/students/{id}/digests answered without the student');
      return data;
    },
    onSuccess: apply,
  });
}
