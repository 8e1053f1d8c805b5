// The review queue's reads that several screens share (docs/product/screens.md#reviews): the
// open count (the navigation's badge, the student page) is the list asked for one item and
// read for its total; a conversation's reviews mark its flagged messages in the viewer.
import type { ReviewCategory } from '@backoffice/api-client';
import { useMemo } from 'react';
import { useQueryHooks } from './server-state.tsx';

/** How often an open count is asked again while a screen shows it (new reviews come by the scan). */
const OPEN_COUNT_REFRESH_MS = 60_000;

/** The open reviews in the viewer's scope, of one student when given; undefined while loading. */
export function useOpenReviewCount(studentId?: string): number | undefined {
  const queryHooks = useQueryHooks();
  const query = { state: 'open' as const, per_page: 1, ...(studentId ? { student_id: studentId } : {}) };
  const result = queryHooks.useQuery('get', '/admin/reviews', { params: { query } }, { refetchInterval: OPEN_COUNT_REFRESH_MS });
  return result.data?.total;
}

/** Message id → the categories it was flagged for, over all of the conversation's reviews. */
export function useConversationFlags(studentId: string, conversationId: number, enabled = true): ReadonlyMap<number, ReviewCategory[]> {
  const queryHooks = useQueryHooks();
  const result = queryHooks.useQuery(
    'get',
    '/admin/reviews',
    { params: { query: { student_id: studentId, conversation_id: conversationId, per_page: 200 } } },
    { enabled },
  );
  return useMemo(() => {
    const flags = new Map<number, ReviewCategory[]>();
    for (const review of result.data?.items ?? []) {
      const list = flags.get(review.message_id) ?? [];
      if (!list.includes(review.category)) list.push(review.category);
      flags.set(review.message_id, list);
    }
    return flags;
  }, [result.data]);
}
