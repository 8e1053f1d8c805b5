// A student with three assigned problems and a fake API answering the student page.
import type { Student, StudentProblem } from '@backoffice/api-client';
import { fakeApi, json, USERS } from './fake-api.ts';
import { problem } from './problem-fixtures.ts';

export const LENA: Student = {
  student_id: 'k7m2q9xw4tfa',
  firstname: 'Lena',
  lastname: 'Fischer',
  gender: 'w',
  language: 'de',
  class_id: 11,
  class_name: '5a',
  school_name: 'Gymnasium am Stadtpark',
  active: true,
  history: null,
  problem_solved: 1,
  problem_total: 3,
  conversation_count: 0,
  lastlogin: '2026-11-19T16:02:00Z',
  registered: '2025-09-01T08:00:00Z',
};

export function assigned(ids: number[], solved: number[] = []): StudentProblem[] {
  return ids.map((id, ordering) => ({
    problem: problem(id, { text: `Aufgabe Nummer ${id}` }),
    student_problem: { solved: solved.includes(id), quiz: false, last_changed: null, ordering },
  }));
}

export function studentApi() {
  return fakeApi({
    'GET /admin/auth/me': () => json(USERS.teacher),
    'GET /admin/students/k7m2q9xw4tfa': () => json(LENA),
    'GET /admin/students/k7m2q9xw4tfa/problems': () => json(assigned([101, 102, 103], [101])),
    'GET /admin/classes': () => json([]),
    'GET /admin/problemsets': () => json([]),
    'GET /admin/app-config': () => json({ student_app_url: 'https://lernen.example.org/app', extraction_reads_images: false }),
    'GET /characters': () => json({ euler: { name: 'Leonhard Euler' } }),
  });
}
