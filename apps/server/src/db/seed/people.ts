// Schools, users, classes and students of the demo world (the contract's examples, plus
// about 55 generated students with realistic names).
import type { Insertable } from 'kysely';
import type { ClassesTable, Gender, Language, SchoolsTable, StudentsTable, Usertype } from '../schema.ts';
import { type Clock, createRng, type Rng, studentId } from './random.ts';

export interface DemoLogin {
  usertype: Usertype;
  email: string;
  password: string;
  name: string;
}

/** The four sign-ins printed at start, one per role. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { usertype: 'admin', email: 'katrin.vogel@example.org', password: 'Demo-Admin-2026', name: 'Katrin Vogel' },
  {
    usertype: 'schooladmin',
    email: 'thomas.berger@stadtpark-gymnasium.example.org',
    password: 'Demo-Schule-2026',
    name: 'Thomas Berger',
  },
  {
    usertype: 'teacher',
    email: 'julia.hoffmann@stadtpark-gymnasium.example.org',
    password: 'Demo-Lehrer-2026',
    name: 'Julia Hoffmann',
  },
  { usertype: 'parent', email: 'markus.schneider@example.org', password: 'Demo-Eltern-2026', name: 'Markus Schneider' },
];

export const SCHOOLS: readonly Insertable<SchoolsTable>[] = [
  {
    school_id: 1,
    name: 'Gymnasium am Stadtpark',
    description: 'Mathematisch-naturwissenschaftliches Gymnasium, Klassen 5 bis 13.',
    address: 'Parkstraße 12, 80331 München',
    phone: '+49 89 1234560',
    email: 'sekretariat@stadtpark-gymnasium.example.org',
    language: 'de',
    created_at: '2025-09-01T07:30:00Z',
  },
  {
    school_id: 2,
    name: 'Lessing-Realschule',
    description: 'Realschule mit bilingualem Zweig, Klassen 5 bis 10.',
    address: 'Lessingstraße 5, 20095 Hamburg',
    phone: '+49 40 7654320',
    email: 'info@lessing-realschule.example.org',
    language: 'de',
    created_at: '2025-09-01T07:35:00Z',
  },
];

/** A user before hashing; `lastloginDaysAgo` null = never signed in. */
export interface DemoUser {
  user_id: number;
  usertype: Usertype;
  school_id: number | null;
  firstname: string;
  lastname: string;
  gender: Gender;
  language: Language;
  email: string;
  password: string;
  active: boolean;
  registered: string;
  lastlogin: [days: number, hh: number, mm: number] | null;
}

function login(usertype: Usertype): DemoLogin {
  const found = DEMO_LOGINS.find((l) => l.usertype === usertype);
  if (!found) throw new Error(`no demo login for ${usertype}`);
  return found;
}

export const USERS: readonly DemoUser[] = [
  {
    user_id: 1, usertype: 'admin', school_id: null, firstname: 'Katrin', lastname: 'Vogel', gender: 'w',
    language: 'de', email: login('admin').email, password: login('admin').password, active: true,
    registered: '2025-09-01T08:00:00Z', lastlogin: [2, 7, 45],
  },
  {
    user_id: 2, usertype: 'schooladmin', school_id: 1, firstname: 'Thomas', lastname: 'Berger', gender: 'm',
    language: 'de', email: login('schooladmin').email, password: login('schooladmin').password, active: true,
    registered: '2025-09-01T08:05:00Z', lastlogin: [3, 16, 20],
  },
  {
    user_id: 3, usertype: 'teacher', school_id: 1, firstname: 'Julia', lastname: 'Hoffmann', gender: 'w',
    language: 'de', email: login('teacher').email, password: login('teacher').password, active: true,
    registered: '2025-09-03T10:30:00Z', lastlogin: [2, 7, 45],
  },
  {
    user_id: 4, usertype: 'parent', school_id: null, firstname: 'Markus', lastname: 'Schneider', gender: 'm',
    language: 'de', email: login('parent').email, password: login('parent').password, active: true,
    registered: '2025-10-01T18:30:00Z', lastlogin: [1, 17, 28],
  },
  {
    user_id: 5, usertype: 'teacher', school_id: 2, firstname: 'Olena', lastname: 'Kovalenko', gender: 'w',
    language: 'uk', email: 'olena.kovalenko@lessing-realschule.example.org', password: 'Demo-Inaktiv-2026',
    active: false, registered: '2026-02-16T09:00:00Z', lastlogin: null,
  },
  {
    user_id: 6, usertype: 'schooladmin', school_id: 2, firstname: 'Jens', lastname: 'Albrecht', gender: 'm',
    language: 'de', email: 'jens.albrecht@lessing-realschule.example.org', password: 'Demo-Hamburg-2026',
    active: true, registered: '2025-09-02T07:30:00Z', lastlogin: [1, 6, 58],
  },
  {
    user_id: 7, usertype: 'teacher', school_id: 1, firstname: 'Stefan', lastname: 'Krause', gender: 'm',
    language: 'de', email: 'stefan.krause@stadtpark-gymnasium.example.org', password: 'Demo-Lehrer2-2026',
    active: true, registered: '2025-09-15T12:00:00Z', lastlogin: [4, 13, 10],
  },
];

export interface DemoClass {
  class_id: number;
  school_id: number;
  name: string;
  /** The grade, read from the name; the conversations and topics use it. */
  grade: number;
}

export const CLASSES: readonly DemoClass[] = [
  { class_id: 11, school_id: 1, name: '5a', grade: 5 },
  { class_id: 12, school_id: 1, name: '6b', grade: 6 },
  { class_id: 13, school_id: 1, name: '7a', grade: 7 },
  { class_id: 14, school_id: 1, name: '8b', grade: 8 },
  { class_id: 21, school_id: 2, name: '7c', grade: 7 },
  { class_id: 22, school_id: 2, name: '9a', grade: 9 },
];

export function classRows(): Insertable<ClassesTable>[] {
  return CLASSES.map(({ class_id, school_id, name }) => ({ class_id, school_id, name, created_at: '2025-09-08T07:00:00Z' }));
}

export type DemoStudent = Insertable<StudentsTable> & {
  student_id: string;
  firstname: string;
  lastname: string;
  gender: Gender;
  class_id: number | null;
  school_id: number | null;
};

export const LENA = 'k7m2q9xw4tfa';
export const JONAS = 'p3h8n2vd6rce';
export const MIA = 't9b4z7kq2mwy';
const PAUL = 'x2c6r8jf5nhu';
export const EMMA = 'e5w3y9ga7kpd';
export const FELIX = 'f8q4t2wz6mhb';

/** The students the contract's examples show, with their exact data. */
const NAMED_STUDENTS: readonly DemoStudent[] = [
  {
    student_id: LENA, firstname: 'Lena', lastname: 'Fischer', gender: 'w', language: 'de', class_id: 11, school_id: 1,
    parent_user_id: null, active: true, lastlogin: '2026-11-19T16:02:00Z', registered: '2025-09-01T08:00:00Z',
    history:
      'Lena hat mit Leonhard Euler Brüche mit verschiedenen Nennern addiert und den Hauptnenner sicher gefunden; ' +
      'beim Kürzen braucht sie noch Hilfe. Mit Emmy Noether hat sie den Flächeninhalt eines Rechtecks berechnet.',
  },
  {
    student_id: JONAS, firstname: 'Jonas', lastname: 'Weber', gender: 'm', language: 'de', class_id: 11, school_id: 1,
    parent_user_id: null, active: true, lastlogin: null, registered: '2025-09-01T08:00:00Z', history: null,
  },
  {
    student_id: MIA, firstname: 'Mia', lastname: 'Schulz', gender: 'w', language: 'en', class_id: 12, school_id: 1,
    parent_user_id: null, active: true, lastlogin: '2026-11-16T14:02:00Z', registered: '2025-09-01T08:00:00Z',
    history: null,
  },
  {
    student_id: PAUL, firstname: 'Paul', lastname: 'Wagner', gender: 'm', language: 'de', class_id: null, school_id: 1,
    parent_user_id: null, active: true, lastlogin: null, registered: '2026-11-10T09:30:00Z', history: null,
  },
  {
    student_id: EMMA, firstname: 'Emma', lastname: 'Schneider', gender: 'w', language: 'de', class_id: null,
    school_id: null, parent_user_id: 4, active: true, lastlogin: '2026-11-21T17:30:00Z',
    registered: '2026-10-02T18:45:00Z', history: null,
  },
  {
    student_id: FELIX, firstname: 'Felix', lastname: 'Schneider', gender: 'm', language: 'de', class_id: null,
    school_id: null, parent_user_id: 4, active: true, lastlogin: null, registered: '2026-10-02T18:50:00Z',
    history: null,
  },
];

export function isNamedStudent(id: string): boolean {
  return NAMED_STUDENTS.some((s) => s.student_id === id);
}

type Origin = 'de' | 'tr' | 'pl' | 'ua' | 'ru';

const FIRST_NAMES: Record<Origin, Record<Gender, readonly string[]>> = {
  de: {
    w: ['Hannah', 'Sophia', 'Emilia', 'Lina', 'Marie', 'Lea', 'Clara', 'Ella', 'Leonie', 'Amelie', 'Johanna', 'Frieda',
      'Charlotte', 'Greta', 'Luisa', 'Anna', 'Paula', 'Maja', 'Ida', 'Nele', 'Carla', 'Lotta'],
    m: ['Noah', 'Leon', 'Finn', 'Elias', 'Luis', 'Ben', 'Henry', 'Emil', 'Theo', 'Anton', 'Jakob', 'Maximilian',
      'Moritz', 'Niklas', 'Tim', 'David', 'Lukas', 'Julian', 'Oskar', 'Vincent', 'Mats', 'Karl'],
  },
  tr: { w: ['Elif', 'Zeynep', 'Defne', 'Ayla'], m: ['Emir', 'Yusuf', 'Can', 'Deniz'] },
  pl: { w: ['Zofia', 'Julia', 'Natalia'], m: ['Jakub', 'Kacper', 'Szymon'] },
  ua: { w: ['Sofiia', 'Anastasiia', 'Daryna', 'Oksana'], m: ['Maksym', 'Bohdan', 'Artem', 'Taras'] },
  ru: { w: ['Alina', 'Polina', 'Ksenia'], m: ['Nikita', 'Ilja', 'Dmitri'] },
};

/** Last names; [male, female] where the form differs. */
const LAST_NAMES: Record<Origin, readonly (string | readonly [string, string])[]> = {
  de: ['Müller', 'Schmidt', 'Meyer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz',
    'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Werner', 'Lehmann', 'Köhler', 'Maier', 'König',
    'Walter', 'Huber', 'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller', 'Weiß', 'Jung', 'Hahn', 'Vogt',
    'Friedrich', 'Keller', 'Günther', 'Frank', 'Berg', 'Roth', 'Beck', 'Lorenz', 'Baumann', 'Franke', 'Albrecht'],
  tr: ['Yılmaz', 'Demir', 'Kaya', 'Öztürk', 'Aydın', 'Çelik'],
  pl: [['Nowak', 'Nowak'], ['Kowalski', 'Kowalska'], ['Wiśniewski', 'Wiśniewska'], ['Lewandowski', 'Lewandowska']],
  ua: ['Shevchenko', 'Bondarenko', 'Tkachenko', 'Melnyk', 'Kravchenko', 'Oliinyk'],
  ru: [['Iwanow', 'Iwanowa'], ['Smirnow', 'Smirnowa'], ['Popow', 'Popowa'], ['Wolkow', 'Wolkowa']],
};

/** Names the contract uses for students it creates; the demo must not have them already. */
const RESERVED_NAMES = new Set(['Sophie Becker', 'Ben Schneider']);

/** Draws names from shuffled decks, so that names repeat only once a deck is used up. */
function nameDrawer(rng: Rng) {
  const decks = new Map<string, string[]>();
  const draw = <T>(key: string, items: readonly T[], show: (item: T) => string): T => {
    let deck = decks.get(key);
    if (!deck || deck.length === 0) {
      deck = rng.shuffle(items.map(show));
      decks.set(key, deck);
    }
    const name = deck.pop() as string;
    return items.find((item) => show(item) === name) as T;
  };
  return (origin: Origin): { firstname: string; lastname: string; gender: Gender; language: Language } => {
    const gender: Gender = rng.chance(0.5) ? 'w' : 'm';
    const last = draw(`last:${origin}`, LAST_NAMES[origin], (n) => (typeof n === 'string' ? n : n[0]));
    const lastname = typeof last === 'string' ? last : gender === 'm' ? last[0] : last[1];
    const language: Language =
      origin === 'ua' && rng.chance(0.7) ? 'uk' : origin === 'ru' && rng.chance(0.7) ? 'ru' : rng.chance(0.05) ? 'en' : 'de';
    const firstname = draw(`first:${origin}:${gender}`, FIRST_NAMES[origin][gender], (n) => n);
    return { firstname, lastname, gender, language };
  };
}

/** How many generated students each place gets: a class id, or a school without a class. */
const PLACES: readonly { class_id: number | null; school_id: number; count: number }[] = [
  { class_id: 11, school_id: 1, count: 8 },
  { class_id: 12, school_id: 1, count: 8 },
  { class_id: 13, school_id: 1, count: 8 },
  { class_id: 14, school_id: 1, count: 8 },
  { class_id: 21, school_id: 2, count: 8 },
  { class_id: 22, school_id: 2, count: 8 },
  { class_id: null, school_id: 1, count: 3 },
  { class_id: null, school_id: 2, count: 3 },
];

export function buildStudents(clock: Clock): DemoStudent[] {
  const rng = createRng('students');
  const randomPerson = nameDrawer(rng);
  const total = PLACES.reduce((sum, p) => sum + p.count, 0);
  const quotas: [Origin, number][] = [['tr', 4], ['pl', 3], ['ua', 4], ['ru', 3]];
  const origins = rng.shuffle<Origin>([
    ...quotas.flatMap(([origin, n]) => Array<Origin>(n).fill(origin)),
    ...Array<Origin>(total - quotas.reduce((sum, [, n]) => sum + n, 0)).fill('de'),
  ]);
  const students: DemoStudent[] = NAMED_STUDENTS.map((s) => ({ ...s }));
  const ids = new Set(students.map((s) => s.student_id));
  const names = new Set([...students.map((s) => `${s.firstname} ${s.lastname}`), ...RESERVED_NAMES]);
  for (const place of PLACES) {
    for (let i = 0; i < place.count; i++) {
      const origin = origins.pop() ?? 'de';
      let person = randomPerson(origin);
      while (names.has(`${person.firstname} ${person.lastname}`)) person = randomPerson(origin);
      names.add(`${person.firstname} ${person.lastname}`);
      let id = studentId(rng);
      while (ids.has(id)) id = studentId(rng);
      ids.add(id);
      const registeredDays = place.class_id === null ? rng.int(10, 90) : rng.int(300, 440);
      students.push({
        student_id: id,
        ...person,
        class_id: place.class_id,
        school_id: place.school_id,
        parent_user_id: null,
        active: true,
        history: null,
        lastlogin: rng.chance(0.85) ? clock.daysAgo(rng.int(0, 12), rng.int(13, 19), rng.int(0, 59), rng.int(0, 59)) : null,
        registered: clock.daysAgo(registeredDays, 8, rng.int(0, 59)),
      });
    }
  }
  // Three students have left: inactive, not signed in for a while.
  const generated = students.slice(NAMED_STUDENTS.length);
  for (const index of [5, 27, 44]) {
    const student = generated[index];
    if (!student) continue;
    student.active = false;
    student.lastlogin = student.lastlogin ? clock.daysAgo(rng.int(60, 120), 15, rng.int(0, 59)) : null;
  }
  return students;
}
