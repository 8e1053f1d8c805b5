/**
 * A detail route's id (/classes/{classId}, /schools/{schoolId}): 'new' opens the create form, a
 * positive whole number an existing item, anything else is no item at all (null).
 */
export function parseRouteId(value: string | undefined): number | 'new' | null {
  if (value === 'new') return 'new';
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
