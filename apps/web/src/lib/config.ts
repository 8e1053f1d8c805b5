// Business constants of docs/product/limits.md, in one place. The limits and defaults the contract states
// come from it (the generated constants of @backoffice/api-client), never from a copy.
import { PASSWORD_MIN_LENGTH, PER_PAGE } from '@backoffice/api-client';

/** Local storage key of the session id (docs/product/states.md, limits.md). */
export const SESSION_STORAGE_KEY = 'admin_session_token';
/** Where the API is served: the same origin, under /api (docs/product/api.md). */
export const API_BASE_URL = '/api';
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
export const SEARCH_DEBOUNCE_MS = 300;
export const TOAST_DURATION_MS = 5000;
export const RESET_REDIRECT_MS = 3000;
/** Rows per page of a paged list: what the server sends when not asked otherwise. */
export const PAGE_SIZE = PER_PAGE.default;
/** Pages shown either side of the current one in a pagination bar. */
export const PAGINATION_RADIUS = 5;
/** How long a reordered list's items take to move aside (docs/product/states.md, limits.md). */
export const DRAG_ANIMATION_MS = 150;
/** A time divider separates two messages this far apart or more (docs/product/limits.md). */
export const CONVERSATION_GAP_MINUTES = 15;
/** A system message longer than this is cut (docs/product/limits.md)… */
export const SYSTEM_MESSAGE_MAX_LENGTH = 250;
/** …to this many characters plus an ellipsis. */
export const SYSTEM_MESSAGE_CUT_LENGTH = 200;

/** A student without any activity for this many days is marked in the class progress (docs/product/screens.md#class-progress). */
export const INACTIVE_AFTER_DAYS = 14;
