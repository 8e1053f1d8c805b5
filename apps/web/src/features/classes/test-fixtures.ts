// The demo world's classes, students and topics, and a fake API answering the classes screens.
import type { Class, ClassProgress, Problemset, School, Student, Usertype } from '@backoffice/api-client';
import { fakeApi, json, USERS } from '../../../test/fake-api.ts';
import { LENA } from '../../../test/student-fixtures.ts';

const SCHOOLS: School[] = [
  {
    school_id: 1,
    name: 'Gymnasium am Stadtpark',
    description: null,
    address: 'Parkstraße 12, 80331 München',
    phone: null,
    email: null,
    language: 'de',
  },
  {
    school_id: 2,
    name: 'Lessing-Realschule',
    description: null,
    address: 'Lessingstraße 5, 20095 Hamburg',
    phone: null,
    email: null,
    language: 'de',
  },
];

export const CLASSES: Class[] = [
  { class_id: 11, name: '5a', school_id: 1, school_name: 'Gymnasium am Stadtpark', student_count: 3, problemset_count: 2 },
  { class_id: 12, name: '6b', school_id: 1, school_name: 'Gymnasium am Stadtpark', student_count: 1, problemset_count: 0 },
  { class_id: 21, name: '7c', school_id: 2, school_name: 'Lessing-Realschule', student_count: 8, problemset_count: 1 },
];

/** A student of class 5a like Lena, with another id and name. */
function student(student_id: string, firstname: string, lastname: string, extra: Partial<Student> = {}): Student {
  return { ...LENA, student_id, firstname, lastname, ...extra };
}

/** Class 5a's students, not in last-name order (the screen sorts them). */
export const CLASS_STUDENTS: Student[] = [
  student('p3h8n2vd6rce', 'Jonas', 'Weber', { gender: 'm', lastlogin: null }),
  student('k7m2q9xw4tfa', 'Lena', 'Fischer'),
  student('a2b3c4d5e6fg', 'Nele', 'Albrecht', { active: false }),
];

/** Students without a class: Paul of school 1, and Emma, a parent's child without a school. */
export const UNASSIGNED: Student[] = [
  student('x2c6r8jf5nhu', 'Paul', 'Wagner', { gender: 'm', class_id: null, class_name: null }),
  student('e5w3y9ga7kpd', 'Emma', 'Schneider', { class_id: null, class_name: null, school_name: null }),
];

function topic(problemset_id: number, name: string, problem_count: number): Problemset {
  return { problemset_id, name, creator_name: 'Julia Hoffmann', problem_count, last_changed: '2026-11-18T10:15:00Z' };
}

export const CLASS_TOPICS: Problemset[] = [
  topic(32, 'Flächen und Umfang', 1),
  topic(31, 'Brüche addieren und subtrahieren', 2),
];
export const OTHER_TOPICS: Problemset[] = [topic(33, 'Geschwindigkeit', 1)];

/** Every role but parents. */
export type StaffRole = Exclude<Usertype, 'parent'>;

export function classesApi(role: StaffRole = 'admin', schools: School[] = SCHOOLS) {
  const own = (klass: Class) => role === 'admin' || klass.school_id === 1;
  return fakeApi({
    'GET /admin/auth/me': () => json(USERS[role]),
    'GET /admin/schools': () => json(role === 'admin' ? schools : schools.slice(0, 1)),
    'GET /admin/classes-extended': () => json(CLASSES.filter(own)),
    'GET /admin/classes/11': () => json(CLASSES[0]),
    'GET /admin/classes/99': () => json({ detail: 'Class not found', code: 'class.not_found' }, 404),
    'GET /admin/classes/11/students-extended': () => json(CLASS_STUDENTS),
    'GET /admin/classes/11/problemsets-extended': () => json(CLASS_TOPICS),
    'GET /admin/students': () => json(role === 'admin' ? UNASSIGNED : UNASSIGNED.slice(0, 1)),
    'GET /admin/problemsets': () => json(OTHER_TOPICS),
  });
}

const HOUR = 60 * 60 * 1000;
/** A date-time `hours` before now, as the server writes it. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Class 5a's progress: two topics, problem 101 in both (so it is a column under each), Lena
 * active yesterday, Nele last active three weeks ago, Jonas never.
 */
export const PROGRESS: ClassProgress = {
  class_id: 11,
  name: '5a',
  problems: [
    { problem_id: 101, problemset_id: 31, problemset_name: 'Brüche addieren und subtrahieren', ordering: 1, label: 'Berechne 3/4 + 1/6' },
    { problem_id: 102, problemset_id: 31, problemset_name: 'Brüche addieren und subtrahieren', ordering: 2, label: 'Taschengeld vergleichen' },
    { problem_id: 103, problemset_id: 31, problemset_name: 'Brüche addieren und subtrahieren', ordering: 3, label: 'Rechteck 12 cm × 5 cm' },
    { problem_id: 201, problemset_id: 32, problemset_name: 'Flächen und Umfang', ordering: 1, label: 'Umfang eines Quadrats' },
    { problem_id: 101, problemset_id: 32, problemset_name: 'Flächen und Umfang', ordering: 2, label: 'Berechne 3/4 + 1/6' },
  ],
  students: [
    { student_id: 'a2b3c4d5e6fg', firstname: 'Nele', lastname: 'Albrecht', lastlogin: hoursAgo(21 * 24), conversation_count: 0, solved_count: 2, assigned_count: 2, last_activity: hoursAgo(21 * 24) },
    { student_id: 'k7m2q9xw4tfa', firstname: 'Lena', lastname: 'Fischer', lastlogin: hoursAgo(30), conversation_count: 3, solved_count: 1, assigned_count: 4, last_activity: hoursAgo(24) },
    { student_id: 'p3h8n2vd6rce', firstname: 'Jonas', lastname: 'Weber', lastlogin: null, conversation_count: 0, solved_count: 0, assigned_count: 0, last_activity: null },
  ],
  cells: [
    { student_id: 'a2b3c4d5e6fg', problem_id: 101, solved: true, quiz: false, last_changed: hoursAgo(22 * 24) },
    { student_id: 'a2b3c4d5e6fg', problem_id: 102, solved: true, quiz: true, last_changed: hoursAgo(21 * 24) },
    { student_id: 'k7m2q9xw4tfa', problem_id: 101, solved: true, quiz: false, last_changed: '2026-11-24T15:40:00Z' },
    { student_id: 'k7m2q9xw4tfa', problem_id: 102, solved: false, quiz: true, last_changed: '2026-11-20T09:15:00Z' },
    { student_id: 'k7m2q9xw4tfa', problem_id: 103, solved: false, quiz: false, last_changed: null },
    { student_id: 'k7m2q9xw4tfa', problem_id: 201, solved: false, quiz: false, last_changed: hoursAgo(24) },
  ],
};

/** The classes screens' fake API with class 5a's progress and its export. */
export function progressApi(role: StaffRole = 'teacher', progress: ClassProgress = PROGRESS) {
  const api = classesApi(role);
  api.on('GET /admin/classes/11/progress', () => json(progress));
  api.on('GET /admin/classes/99/progress', () => json({ detail: 'The class does not exist.', code: 'class.not_found' }, 404));
  return api;
}
