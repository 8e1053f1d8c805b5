/**
 * Serialises a typed multipart body into FormData. Pass it as `bodySerializer` on the
 * multipart operations (createProblem, updateStudentProblem, uploadProblemFile, …).
 * Files and Blobs go as they are, other values as text; undefined and null are left out,
 * so an optional field that was not set is not sent at all.
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (!body || typeof body !== 'object') return form;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}
