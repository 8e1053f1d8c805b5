// Text search helpers shared by the list endpoints.

/**
 * The ILIKE pattern for "contains this text": the search text is taken literally, so a %, _
 * or \ that someone types matches itself instead of acting as a wildcard or escape.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
