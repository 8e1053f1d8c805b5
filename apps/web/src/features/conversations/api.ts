// The conversations' calls (docs/product/api.md): a student's conversations, the characters, one
// conversation's messages and recordings, the audio and the export (both fetched with the
// session header), the deletions, and the student's digests and history.
import type { Student } from '@backoffice/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { callApi } from '../../lib/api-call.ts';
import { fileNameFromDisposition } from '../../lib/download.ts';
import { useApiMutation } from '../../lib/api-mutation.ts';
import { useQueryHooks } from '../../lib/server-state.tsx';

/** GET /admin/students/{id}: the student's name and history (the student page's query too). */
export { useStudentQuery } from '../../lib/shared-queries.ts';

export function useStudentConversationsQuery(studentId: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/students/{id}/conversations', { params: { path: { id: studentId } } });
}

/** GET /characters: names by id. A failure is only logged (docs/product/errors.md); the ids show instead. */
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

/** The recordings' file names and times. A failure is only logged (docs/product/errors.md). */
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
      const { data } = await callApi(api, 'get', '/admin/students/{id}/recordings/{url}', {
        params: { path: { id: studentId, url } },
        parseAs: 'blob',
        ...(signal ? { signal } : {}),
      });
      return data;
    },
    [api],
  );
}

/** GET /admin/conversations/{id}/export: the file and its name (default conversation_{id}.json). */
export function useFetchExport() {
  const api = useApi();
  return useCallback(
    async (conversationId: number, studentId: string): Promise<{ blob: Blob; fileName: string }> => {
      const { data, response } = await callApi(api, 'get', '/admin/conversations/{id}/export', {
        params: { path: { id: conversationId }, query: { student_id: studentId } },
        parseAs: 'blob',
      });
      const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? `conversation_${conversationId}.json`;
      return { blob: data, fileName };
    },
    [api],
  );
}

/**
 * After a deletion (also a failed one: a 404 means it was deleted elsewhere) the student's list
 * and counts are stale (the student page and lists), and no conversation's messages are kept.
 */
function useDeletionOptions() {
  const queryClient = useQueryClient();
  return {
    invalidate: ['/admin/students/{id}/conversations', '/admin/students/{id}', '/admin/students-extended'],
    invalidateAfter: 'settled',
    onSettled: () => queryClient.removeQueries({ queryKey: ['get', '/conversations/{conversationId}/messages'] }),
  } as const;
}

export function useDeleteConversationMutation() {
  return useApiMutation('delete', '/conversations/{conversationId}', {
    request: ({ conversationId, studentId }: { conversationId: number; studentId: string }) => ({
      params: { path: { conversationId }, query: { student_id: studentId } },
    }),
    ...useDeletionOptions(),
  });
}

export function useDeleteAllConversationsMutation() {
  return useApiMutation('delete', '/admin/students/{id}/conversations', {
    request: (studentId: string) => ({ params: { path: { id: studentId } } }),
    ...useDeletionOptions(),
  });
}

/**
 * The digests' answers carry the updated student: it replaces the cached one at once, and the
 * lists (the student's counts) are refreshed.
 */
function useStudentAnswer() {
  const queryHooks = useQueryHooks();
  const queryClient = useQueryClient();
  return (student: Student) => {
    const { queryKey } = queryHooks.queryOptions('get', '/admin/students/{id}', { params: { path: { id: student.student_id } } });
    queryClient.setQueryData(queryKey, student);
  };
}

const studentPath = (studentId: string) => ({ params: { path: { id: studentId } } });

/** Regenerating answers the updated student and how many conversations were summarised. */
export function useRegenerateDigestsMutation() {
  const apply = useStudentAnswer();
  return useApiMutation('post', '/admin/students/{id}/digests', {
    request: studentPath,
    onSuccess: ({ student }) => apply(student),
    invalidate: ['/admin/students-extended'],
  });
}

export function useDeleteHistoryMutation() {
  const apply = useStudentAnswer();
  return useApiMutation('delete', '/admin/students/{id}/digests', {
    request: studentPath,
    onSuccess: apply,
    invalidate: ['/admin/students-extended'],
  });
}
