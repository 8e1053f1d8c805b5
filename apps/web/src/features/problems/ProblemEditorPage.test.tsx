import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, USERS } from '../../../test/fake-api.ts';
import { problem } from '../../../test/problem-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

function editorApi(user: (typeof USERS)[keyof typeof USERS] = USERS.teacher) {
  const api = fakeApi({
    'GET /admin/auth/me': () => json(user),
    'GET /admin/collections': () => json([{ collection_id: 1, name: 'Bruchrechnung Klasse 5 und 6' }]),
    'GET /admin/problems/7': () => json(problem(7, { solution: 'Lösung', wrong_answers: ['2', '3'], collection_id: 1, collection_name: 'Bruchrechnung Klasse 5 und 6' })),
    'POST /admin/problems': () => json({ problem_id: 200, redirect_url: '/problems?page=1#p200' }),
    'POST /admin/problems/generate-solution': () => json({ detail: 'No AI provider is configured.', code: 'ai.not_configured' }, 503),
  });
  return api;
}

describe('ProblemEditorPage (docs/product/screens.md, validation.md)', () => {
  it('requires the text and the answer before it sends anything', async () => {
    const api = editorApi();
    const user = userEvent.setup();
    renderApp({ path: '/problems/new?page=3', token: 's', api });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Text/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Answer/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a problem with wrong answers one per line and follows the returned URL', async () => {
    const api = editorApi();
    const user = userEvent.setup();
    const { path } = renderApp({ path: '/problems/new?page=3', token: 's', api });
    await user.type(await screen.findByLabelText(/^Text/), 'Berechne $\\frac{{1}{2}$');
    await user.type(screen.getByLabelText(/^Answer/), '0,5');
    await user.type(screen.getByLabelText(/^Wrong answers/), '1{Enter}{Enter}  2  {Enter}');
    expect(screen.getByText('2 wrong answers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(path()).toBe('/problems?page=1#p200'));
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/admin/problems');
    expect(sent?.body).toEqual(expect.stringContaining('name="answer"'));
  });

  it('shows the stored problem with its collection read-only for a teacher', async () => {
    renderApp({ path: '/problems/7?page=2', token: 's', api: editorApi() });
    expect(await screen.findByLabelText(/^Text/)).toHaveValue('Aufgabe 7: Berechne $\\frac{7}{4}$.');
    expect(screen.getByLabelText(/^Wrong answers/)).toHaveValue('2\n3');
    expect(screen.getByLabelText('Collection')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Collection')).toHaveValue('Bruchrechnung Klasse 5 und 6');
    expect(screen.getByText(/created by Julia Hoffmann/)).toBeInTheDocument();
  });

  it("shows another teacher's problem read-only, and Copy opens the teacher's own copy in the editor", async () => {
    const api = editorApi();
    api.on('GET /admin/problems/8', () =>
      json(problem(8, { created_by_user_id: 2, creator_firstname: 'Thomas', creator_lastname: 'Berger', solution: 'Es ist $\\frac{1}{2}$.', wrong_answers: ['7'] })),
    );
    api.on('POST /admin/problems/8/copy', () => json({ problem_id: 201 }));
    api.on('GET /admin/problems/201', () => json(problem(201)));
    const user = userEvent.setup();
    const { path } = renderApp({ path: '/problems/8?page=2', token: 's', api });
    expect(await screen.findByRole('heading', { name: 'View problem' })).toBeInTheDocument();
    expect(screen.getByText(/You may not change this problem/)).toBeInTheDocument();
    expect(screen.getByText('Problem 8 · created by Thomas Berger')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Solution' })).toHaveTextContent('Es ist');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Generate/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(path()).toBe('/problems/201'));
    expect(await screen.findByLabelText(/^Text/)).toHaveValue('Aufgabe 201: Berechne $\\frac{201}{4}$.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('lets an admin choose the collection', async () => {
    renderApp({ path: '/problems/7?page=2', token: 's', api: editorApi(USERS.admin) });
    const select = await screen.findByRole('combobox', { name: 'Collection' });
    await waitFor(() => expect(select).toHaveValue('1'));
  });

  it('says why a solution could not be generated (no AI provider yet)', async () => {
    const user = userEvent.setup();
    const api = editorApi();
    renderApp({ path: '/problems/7?page=2', token: 's', api });
    await screen.findByLabelText(/^Text/);
    await user.click(screen.getByRole('button', { name: 'Generate solution' }));
    expect(
      await screen.findByText('The solution could not be generated. The AI service is not set up on this server.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Solution/)).toHaveValue('Lösung');
  });

  it('puts a generated solution into its field', async () => {
    const user = userEvent.setup();
    const api = editorApi();
    api.on('POST /admin/problems/generate-solution', () => json({ solution: '$\\frac{7}{4} = 1{,}75$' }));
    renderApp({ path: '/problems/7?page=2', token: 's', api });
    await screen.findByLabelText(/^Text/);
    await user.click(screen.getByRole('button', { name: 'Generate solution' }));
    await waitFor(() => expect(screen.getByLabelText(/^Solution/)).toHaveValue('$\\frac{7}{4} = 1{,}75$'));
  });
});
