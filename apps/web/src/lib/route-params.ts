// The path parameters a screen receives from the router (`/classes/:classId` → `{ classId }`).
// A leaf module, so that screens and the routes table that lazy-loads them do not import each other.
export type RouteParams = Record<string, string | undefined>;
