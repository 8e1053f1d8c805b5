import type { Page } from '@playwright/test';

export type Role = 'admin' | 'schooladmin' | 'teacher' | 'parent';
export type Lang = 'de' | 'en' | 'es' | 'ru' | 'uk';

const base = {
  active: true,
  registered: '2025-09-01T08:00:00Z',
  lastlogin: '2026-11-20T07:45:12Z',
};

/** The demo world's users (the contract's examples). */
export const USERS = {
  admin: {
    ...base,
    user_id: 1,
    usertype: 'admin',
    school_id: null,
    school_name: null,
    firstname: 'Katrin',
    lastname: 'Vogel',
    gender: 'w',
    language: 'de',
    email: 'katrin.vogel@example.org',
  },
  schooladmin: {
    ...base,
    user_id: 2,
    usertype: 'schooladmin',
    school_id: 1,
    school_name: 'Gymnasium am Stadtpark',
    firstname: 'Thomas',
    lastname: 'Berger',
    gender: 'm',
    language: 'de',
    email: 'thomas.berger@stadtpark-gymnasium.example.org',
  },
  teacher: {
    ...base,
    user_id: 3,
    usertype: 'teacher',
    school_id: 1,
    school_name: 'Gymnasium am Stadtpark',
    firstname: 'Julia',
    lastname: 'Hoffmann',
    gender: 'w',
    language: 'de',
    email: 'julia.hoffmann@stadtpark-gymnasium.example.org',
  },
  parent: {
    ...base,
    user_id: 4,
    usertype: 'parent',
    school_id: null,
    school_name: null,
    firstname: 'Markus',
    lastname: 'Schneider',
    gender: 'm',
    language: 'de',
    email: 'markus.schneider@example.org',
  },
} as const;

/** Where "/" sends each role (spec §2). */
export const HOME: Record<Role, string> = {
  admin: '/users',
  schooladmin: '/users',
  teacher: '/classes',
  parent: '/students',
};

/**
 * Answers sign-in and GET /admin/auth/me as `role` (Prism's getMe examples cover only teacher
 * and admin). Everything else still goes through the preview proxy to Prism.
 */
export async function answerAuthAs(page: Page, role: Role, language: Lang = 'de') {
  const user = { ...USERS[role], language };
  const token = `e2e-session-${role}`;
  await page.route('**/api/admin/auth/login', (route) =>
    route.fulfill({ json: { session: { session_id: token }, user } }),
  );
  await page.route('**/api/admin/auth/me', async (route) => {
    const auth = route.request().headers()['authorization'];
    if (route.request().method() !== 'GET') return route.fallback();
    if (auth !== `Bearer ${token}`) return route.fulfill({ status: 401, json: { detail: 'Not signed in' } });
    return route.fulfill({ json: user });
  });
  return user;
}

export async function signIn(page: Page, email: string, password = 'correct horse battery staple') {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

export function shot(name: string) {
  return { path: `test-results/screenshots/${name}.png`, fullPage: true };
}
