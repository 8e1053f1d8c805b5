import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, USERS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { assigned, LENA, studentApi } from '../../../test/student-fixtures.ts';

const PATH = '/students/k7m2q9xw4tfa';
/** The first render of the page loads its lazy parts, which takes a while on a busy machine. */
const FIRST_RENDER = { timeout: 15_000 };

/** The list's rows are drawn again once the drag-and-drop code is in: wait for that first. */
async function dragAndDropReady() {
  const handle = await screen.findByRole('button', { name: 'Move Problem 101' }, FIRST_RENDER);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move Problem 101' })).toBeEnabled(), FIRST_RENDER);
  return handle;
}
describe('StudentPage: optimistic changes (docs/product/states.md) and their rollback (docs/product/errors.md)', () => {
  it('shows a solved switch at once and puts it back with the message when the server refuses', async () => {
    const api = studentApi();
    let answer: (response: Response) => void = () => {};
    api.on('PUT /admin/students/k7m2q9xw4tfa/problems/102', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp({ path: PATH, token: 's', api });
    const user = userEvent.setup();
    await dragAndDropReady();
    const solved = screen.getByRole('switch', { name: 'Solved: problem 102' });
    expect(solved).not.toBeChecked();

    await user.click(solved);
    // The interface first: on before the server has answered.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Solved: problem 102' })).toBeChecked(), FIRST_RENDER);
    const call = api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/problems/102'));
    expect(call?.body).toMatch(/name="solved"\s+true/);

    // A failure without a usable explanation: the screen's own message (docs/product/errors.md: common.error).
    answer(new Response(null, { status: 500 }));
    expect(await screen.findByText('An error occurred', {}, FIRST_RENDER)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Solved: problem 102' })).not.toBeChecked(), FIRST_RENDER);
  });

  it('keeps a saved toggle and refreshes the list from the server afterwards', async () => {
    const api = studentApi();
    let saved = false;
    api.on('PUT /admin/students/k7m2q9xw4tfa/problems/103', () => {
      saved = true;
      return json(assigned([103])[0]);
    });
    api.on('GET /admin/students/k7m2q9xw4tfa/problems', () => {
      const list = assigned([101, 102, 103], [101]);
      if (saved) list[2]!.student_problem.quiz = true;
      return json(list);
    });
    renderApp({ path: PATH, token: 's', api });
    const user = userEvent.setup();
    await dragAndDropReady();
    await user.click(screen.getByRole('switch', { name: 'Quiz: problem 103' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/problems')).length).toBeGreaterThan(1),
    );
    expect(screen.getByRole('switch', { name: 'Quiz: problem 103' })).toBeChecked();
  });

  it('shows another parent\'s child as not found', async () => {
    const api = studentApi();
    api.on('GET /admin/auth/me', () => json(USERS.parent));
    api.on('GET /admin/students/zzzzzzzzzzzz', () => json({ detail: 'Student not found.', code: 'student.not_found' }, 404));
    renderApp({ path: '/students/zzzzzzzzzzzz', token: 's', api });
    expect(await screen.findByText('Child not found', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Class' })).not.toBeInTheDocument();
  });

  it("keeps naming the student's class, unchangeable, when the classes cannot be loaded", async () => {
    const api = studentApi();
    api.on('GET /admin/students/k7m2q9xw4tfa', () => json({ ...LENA, class_id: 7, class_name: '5b' }));
    api.on('GET /admin/classes', () => json({ detail: 'boom', code: 'internal' }, 500));
    renderApp({ path: PATH, token: 's', api });
    const select = await screen.findByRole('combobox', { name: 'Class' }, FIRST_RENDER);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'GET' && c.path === '/admin/classes')).toBe(true), FIRST_RENDER);
    await waitFor(() => expect(select).toHaveDisplayValue('5b'), FIRST_RENDER);
    expect(select).toBeDisabled();
  });

  it('names the id "Child ID" for a parent', async () => {
    const api = studentApi();
    api.on('GET /admin/auth/me', () => json(USERS.parent));
    renderApp({ path: PATH, token: 's', api });
    expect(await screen.findByText('Child ID', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByText('Student ID')).not.toBeInTheDocument();
  });

  it('renames inline with Enter and links the id to the student app', async () => {
    const api = studentApi();
    let current = LENA;
    api.on('GET /admin/students/k7m2q9xw4tfa', () => json(current));
    api.on('PUT /admin/students/k7m2q9xw4tfa', async (request) => {
      current = { ...current, ...(await request.json()) };
      return json(current);
    });
    renderApp({ path: PATH, token: 's', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /First name: Lena/ }, FIRST_RENDER));
    const input = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(input);
    await user.type(input, 'Lena Marie{Enter}');
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/admin/students/k7m2q9xw4tfa')?.body).toEqual({
        firstname: 'Lena Marie',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Marie Fischer' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /k7m2q9xw4tfa/ });
    expect(link).toHaveAttribute('href', 'https://lernen.example.org/app?id=k7m2q9xw4tfa');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
