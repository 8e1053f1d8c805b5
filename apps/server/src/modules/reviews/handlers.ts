// The safety review queue (docs/product/screens.md#reviews, docs/product/api.md): list and
// handle reviews in the scope of their students; scan on demand (staff).
import { REVIEWS_PER_PAGE } from '@backoffice/api-client/constants';
import { requireRole } from '../../auth/policy.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { notFound } from '../../lib/http-error.ts';
import { scanMessages } from '../../reviews/scan.ts';
import { getReview, handleReview, listReviews } from './data.ts';

const reviewNotFound = () => notFound('review.not_found', 'The review does not exist.');

export const reviewHandlers = defineHandlers({
  async listReviews({ user, query, services: { db } }) {
    return listReviews(db, user, query, { page: query.page ?? 1, perPage: query.per_page ?? REVIEWS_PER_PAGE.default });
  },

  async updateReview({ user, params, body, services: { db } }) {
    const note = body.note?.trim() || null;
    if (!(await handleReview(db, user, params.reviewId, { state: body.state, note }))) throw reviewNotFound();
    const review = await getReview(db, user, params.reviewId);
    if (!review) throw reviewNotFound();
    return review;
  },

  async scanReviews({ user, services, request }) {
    requireRole(user, 'admin', 'schooladmin', 'teacher');
    return scanMessages(services, request.log);
  },
});
