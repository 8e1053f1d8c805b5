/**
 * GENERATED from openapi/ by scripts/contract/generate.ts (pnpm contract:gen).
 * Do not edit by hand: change the contract and regenerate; CI fails on any difference.
 */

import type { Language, StudentCreate, UserCreate } from './schema.ts';

/** The product's default language, and the fallback where a language is unknown (Language x-default). */
export const DEFAULT_LANGUAGE: Language = "de";

/** The fewest characters a password may have (Password minLength). */
export const PASSWORD_MIN_LENGTH = 12;

/** The most characters a password may have (Password maxLength). */
export const PASSWORD_MAX_LENGTH = 256;

/** How many problems an upload may ask to extract (UploadFileForm.num_problems). */
export const NUM_PROBLEMS = { minimum: 1, maximum: 50, default: 10 } as const;

/** Problems per page of the problem search (GET /admin/problems/search, per_page). */
export const PER_PAGE = { maximum: 100, default: 20 } as const;

/** Entries per page of the audit log (GET /admin/audit, per_page). */
export const AUDIT_PER_PAGE = { maximum: 200, default: 50 } as const;

/** Reviews per page of the review queue (GET /admin/reviews, per_page). */
export const REVIEWS_PER_PAGE = { maximum: 200, default: 25 } as const;

/** The audit list counts its matches up to this many (AuditPage.total maximum). */
export const AUDIT_TOTAL_MAX = 10000;

/** The range and default of the setting audit_retention_days (AuditRetentionDays). */
export const AUDIT_RETENTION_DAYS = { minimum: 30, maximum: 3650, default: 365 } as const;

/** The largest file an upload field takes, in bytes (x-max-bytes of every file field). */
export const MAX_FILE_BYTES = 5242880;

/** The largest whole request body, in bytes, by its kind (x-max-request-bytes). */
export const MAX_REQUEST_BYTES = { json: 1048576, multipart: 26214400 } as const;

/** The most data rows one student import reads (StudentImportResult.rows maxItems). */
export const IMPORT_MAX_ROWS = 5000;

/** What a new user gets for a field left out (UserCreate defaults). */
export const USER_CREATE_DEFAULTS = { usertype: "teacher", gender: "m", language: "de", active: true } as const satisfies Partial<UserCreate>;

/** What a new student gets for a field left out (StudentCreate defaults). */
export const STUDENT_CREATE_DEFAULTS = { gender: "m", language: "de" } as const satisfies Partial<StudentCreate>;
