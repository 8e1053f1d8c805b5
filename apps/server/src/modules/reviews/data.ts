// The review queue's SQL (docs/product/screens.md#reviews): a review is seen by whoever sees
// its student (studentScope), so scope and filters are one query.
import type { Review, ReviewCategory, ReviewSeverity, ReviewState } from '@backoffice/api-client';
import { sql } from 'kysely';
import { studentScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/database.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';

export interface ReviewFilter {
  state?: ReviewState;
  severity?: ReviewSeverity;
  category?: ReviewCategory;
  student_id?: string;
  conversation_id?: number;
}

function selectReviews(db: Database, user: SessionUser, filter: ReviewFilter) {
  let query = db
    .selectFrom('reviews')
    .innerJoin('students', 'students.student_id', 'reviews.student_id')
    .where(studentScope(user));
  if (filter.state) query = query.where('reviews.state', '=', filter.state);
  if (filter.severity) query = query.where('reviews.severity', '=', filter.severity);
  if (filter.category) query = query.where('reviews.category', '=', filter.category);
  if (filter.student_id) query = query.where('reviews.student_id', '=', filter.student_id);
  if (filter.conversation_id) query = query.where('reviews.conversation_id', '=', filter.conversation_id);
  return query;
}

function withColumns(query: ReturnType<typeof selectReviews>) {
  return query.select([
    'reviews.review_id',
    'reviews.student_id',
    sql<string>`students.firstname || ' ' || students.lastname`.as('student_name'),
    'reviews.conversation_id',
    'reviews.message_id',
    'reviews.category',
    'reviews.severity',
    'reviews.source',
    'reviews.excerpt',
    'reviews.match_start',
    'reviews.match_end',
    'reviews.created_at',
    'reviews.state',
    'reviews.handled_by_name',
    'reviews.handled_at',
    'reviews.note',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

const toApi = (row: Row): Review => ({ ...row, created_at: iso(row.created_at), handled_at: isoOrNull(row.handled_at) });

/** One page, the most severe first, then the newest. */
export async function listReviews(db: Database, user: SessionUser, filter: ReviewFilter, page: { page: number; perPage: number }) {
  const rows = await withColumns(selectReviews(db, user, filter))
    .orderBy(sql`case reviews.severity when 'high' then 0 when 'medium' then 1 else 2 end`)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.review_id', 'desc')
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
  const { total } = await selectReviews(db, user, filter).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  return { items: rows.map(toApi), total: Number(total) };
}

export async function getReview(db: Database, user: SessionUser, reviewId: number): Promise<Review | undefined> {
  const row = await withColumns(selectReviews(db, user, {})).where('reviews.review_id', '=', reviewId).executeTakeFirst();
  return row && toApi(row);
}

/** Records the decision, who took it and when; false when the review is not the user's to see. */
export async function handleReview(db: Database, user: SessionUser, reviewId: number, change: { state: 'acknowledged' | 'dismissed'; note: string | null }) {
  const visible = await selectReviews(db, user, {}).select('reviews.review_id').where('reviews.review_id', '=', reviewId).executeTakeFirst();
  if (!visible) return false;
  await db
    .updateTable('reviews')
    .set({
      state: change.state,
      note: change.note,
      handled_by_user_id: user.user_id,
      handled_by_name: `${user.firstname} ${user.lastname}`,
      handled_at: sql`now()`,
    })
    .where('review_id', '=', reviewId)
    .execute();
  return true;
}
