// The demo world's schools and a fake API answering the schools screens as an admin.
import type { School } from '@backoffice/api-client';
import { fakeApi, json, USERS } from '../../../test/fake-api.ts';

export const SCHOOLS: School[] = [
  {
    school_id: 1,
    name: 'Gymnasium am Stadtpark',
    description: 'Mathematisch-naturwissenschaftliches Gymnasium, Klassen 5 bis 13.',
    address: 'Parkstraße 12, 80331 München',
    phone: '+49 89 1234560',
    email: 'sekretariat@stadtpark-gymnasium.example.org',
    language: 'de',
  },
  {
    school_id: 2,
    name: 'Lessing-Realschule',
    description: null,
    address: 'Lessingstraße 5, 20095 Hamburg',
    phone: '+49 40 7654320',
    email: 'info@lessing-realschule.example.org',
    language: 'en',
  },
];

export function schoolsApi() {
  return fakeApi({
    'GET /admin/auth/me': () => json(USERS.admin),
    'GET /admin/schools': () => json(SCHOOLS),
    'GET /admin/schools/1': () => json(SCHOOLS[0]),
    'GET /admin/schools/99': () => json({ detail: 'School not found', code: 'school.not_found' }, 404),
  });
}
