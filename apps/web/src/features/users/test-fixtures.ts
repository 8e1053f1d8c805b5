// Demo users and a fake API for the users screen's tests (spec's demo world).
import type { School, User, Usertype } from '@backoffice/api-client';
import { fakeApi, json, USERS } from '../../../test/fake-api.ts';

export const STEFAN: User = {
  user_id: 7,
  usertype: 'teacher',
  school_id: 1,
  school_name: 'Gymnasium am Stadtpark',
  firstname: 'Stefan',
  lastname: 'Krause',
  gender: 'm',
  language: 'de',
  email: 'stefan.krause@stadtpark-gymnasium.example.org',
  active: true,
  registered: '2025-09-03T10:30:00Z',
  lastlogin: '2026-11-19T16:20:03Z',
};

export const OLENA: User = {
  user_id: 5,
  usertype: 'teacher',
  school_id: 2,
  school_name: 'Lessing-Realschule',
  firstname: 'Olena',
  lastname: 'Kovalenko',
  gender: 'w',
  language: 'uk',
  email: 'olena.kovalenko@lessing-realschule.example.org',
  active: false,
  registered: '2026-02-16T09:00:00Z',
  lastlogin: null,
};

const SCHOOLS: School[] = [
  {
    school_id: 1,
    name: 'Gymnasium am Stadtpark',
    description: null,
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
    language: 'de',
  },
];

const ALL: User[] = [USERS.admin, USERS.schooladmin, USERS.teacher, USERS.parent, OLENA, STEFAN];

/** The roles that manage users. */
export type ManagerRole = Extract<Usertype, 'admin' | 'schooladmin'>;

/** A fake server signed in as `role`, listing the users that role may see. */
export function usersApi(role: ManagerRole) {
  const me = USERS[role];
  const visible = role === 'admin' ? ALL : ALL.filter((user) => user.school_id === me.school_id);
  return fakeApi({
    'GET /admin/auth/me': () => json(me),
    'GET /admin/users': () => json(visible),
    'GET /admin/schools': () => json(SCHOOLS),
  });
}
