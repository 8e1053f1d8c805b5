// The path parameters a screen receives from the router (`/classes/:classId` → `{ classId }`).
// A leaf module, so that screens and the routes table that lazy-loads them do not import each other.
import type { ApiClient, Language } from '@backoffice/api-client';

export type RouteParams = Record<string, string | undefined>;

/** What a screen's prefetch receives (app/routes.ts): the session's client and the route. */
export interface PrefetchContext {
  api: ApiClient;
  /** The stored session's token; the session check may still be under way. */
  token: string;
  params: RouteParams;
  /** The query string, without "?". */
  search: string;
  /** The interface language as the page starts (the session check may still change it). */
  language: Language;
}
