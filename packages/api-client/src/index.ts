export { createApiClient } from './client.ts';
export type { ApiClient, ApiClientOptions, FetchClient } from './client.ts';
export type { ApiData, ApiInit, ApiMethod, ApiPath } from './operations.ts';
export { ApiError, isApiError, readErrorBody } from './api-error.ts';
export { toFormData } from './form-data.ts';
// Friendly names for every component schema (User, Student, Problem, …), generated.
export type * from './schema';
