// A student with three assigned problems and a fake API answering the student page.
import type { Problem, Student, StudentProblem } from '@backoffice/api-client';
import { fakeApi, json, USERS } from '../../../test/fake-api.ts';

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

function problem(problem_id: number, text: string): Problem {
  return {
    problem_id,
    text,
    file_data: null,
    file_type: null,
    template_data: null,
    template_type: null,
    solution: null,
    answer: '1',
    wrong_answers: [],
    gradefrom: 5,
    gradeto: 6,
    difficulty: 2,
    language: 'de',
    collection_id: null,
    collection_name: null,
    creator_firstname: 'Julia',
    creator_lastname: 'Hoffmann',
    owner_school_id: 1,
    created_by_user_id: 3,
  };
}

export function assigned(ids: number[], solved: number[] = []): StudentProblem[] {
  return ids.map((id, ordering) => ({
    problem: problem(id, `Aufgabe Nummer ${id}`),
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
    'GET /admin/app-config': () => json({ student_app_url: 'https://lernen.example.org/app' }),
    'GET /characters': () => json({ euler: { name: 'Leonhard Euler' } }),
  });
}
