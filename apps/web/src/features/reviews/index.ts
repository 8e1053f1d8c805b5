// The review queue's public entry (docs/product/screens.md#reviews): the navigation's badge
// and the student page's count. The page itself is loaded by the router (app/routes.ts).
export { OpenReviewsBadge } from './OpenReviewsBadge.tsx';
export { StudentOpenReviews } from './StudentOpenReviews.tsx';
