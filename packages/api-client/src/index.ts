export { createApiClient } from './client.ts';
export type { ApiClient, ApiClientOptions, FetchClient } from './client.ts';
export type { ApiData, ApiInit, ApiMethod, ApiPath } from './operations.ts';
export { ApiError, isApiError, readErrorBody } from './api-error.ts';
export { toFormData } from './form-data.ts';
// Friendly names for every component schema (User, Student, Problem, …), generated.
export type * from './schema.ts';
// The values of the contract's enums and its limits and defaults, generated: the one source
// of every language, role, gender, limit and default the app and the server apply.
export { auditEntityTypeValues, genderValues, languageValues, reviewCategoryValues, reviewSeverityValues, usertypeValues } from './schema.ts';
export * from './contract-constants.ts';
