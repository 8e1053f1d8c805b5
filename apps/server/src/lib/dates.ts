/** Timestamps travel as ISO 8601 UTC strings. */
export const iso = (date: Date | string) => (typeof date === 'string' ? new Date(date) : date).toISOString();
export const isoOrNull = (date: Date | string | null | undefined) => (date == null ? null : iso(date));
