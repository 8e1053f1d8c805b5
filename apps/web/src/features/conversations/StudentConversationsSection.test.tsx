import type { ConversationSummary, Student } from '@backoffice/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, USERS, type FakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { LENA } from '../../../test/student-fixtures.ts';
import { StudentConversationsSection } from './StudentConversationsSection.tsx';
import { StudentHistorySection } from './StudentHistorySection.tsx';

const FELIX = 'f8q4t2wz6mhb';
const STUDENT: Student = {
  ...LENA,
  student_id: FELIX,
  firstname: 'Felix',
  lastname: 'Schneider',
  history: 'Felix hat $\\frac{1}{2}$ geübt.',
  conversation_count: 3,
};
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.165 Safari/537.36';
const summary = (id: number, updated_at: string, title: string, character_id: string, user_agent: string | null, message_count: number): ConversationSummary => ({
  conversation_id: id,
  title,
  character_id,
  updated_at,
  created_at: updated_at,
  message_count,
  duration_minutes: 4.5,
  user_agent,
});
const CONVERSATIONS = [
  summary(601, '2026-11-15T17:14:00Z', 'Negative Zahlen', 'lovelace', TABLET, 9),
  summary(602, '2026-11-22T17:28:00Z', 'Rabatt beim Fahrradkauf', 'euler', IPHONE, 6),
  summary(603, '2026-11-19T17:20:00Z', 'Würfeln', 'pythagoras', null, 3),
];

function sectionApi(): FakeApi {
  let list = [...CONVERSATIONS];
  const api = fakeApi({
    'GET /admin/auth/me': () => json(USERS.parent),
    [`GET /admin/students/${FELIX}/conversations`]: () => json(list),
    'GET /characters': () => json({ euler: { name: 'Leonhard Euler' }, lovelace: { name: 'Ada Lovelace' }, pythagoras: { name: 'Pythagoras von Samos' } }),
    [`DELETE /admin/students/${FELIX}/conversations`]: () => {
      list = [];
      return json({ ok: true });
    },
  });
  api.on('DELETE /conversations/602', () => {
    list = list.filter((c) => c.conversation_id !== 602);
    return json({ ok: true });
  });
  api.on('DELETE /conversations/601', () => json({ detail: 'The conversation does not exist.', code: 'conversation.not_found' }, 404));
  return api;
}

const rowTexts = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent ?? '');

describe('StudentConversationsSection', () => {
  it('lists the conversations newest first with character names and devices, and sorts by a header', async () => {
    renderApp({ path: `/students/${FELIX}`, token: 's', api: sectionApi(), ui: <StudentConversationsSection student={STUDENT} /> });
    const table = await screen.findByRole('table', { name: 'Conversations of the child Felix Schneider' });
    await waitFor(() => expect(rowTexts(table)[0]).toContain('Rabatt beim Fahrradkauf'));
    expect(rowTexts(table).map((t) => t.slice(0, 10))).toEqual(['22.11.2026', '19.11.2026', '15.11.2026']);
    expect(rowTexts(table)[0]).toContain('Leonhard Euler');
    expect(within(table).getByRole('img', { name: 'iPhone' })).toHaveAttribute('title', 'iPhone');
    expect(within(table).getByRole('img', { name: 'Android tablet' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Unknown device' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Messages' }));
    expect(rowTexts(table).map((t) => t.includes('Würfeln'))).toEqual([true, false, false]);
    await userEvent.click(within(table).getByRole('button', { name: 'Character' }));
    expect(rowTexts(table)[0]).toContain('Ada Lovelace');
  });

  it('opens the viewer from a row', async () => {
    const { path } = renderApp({ path: `/students/${FELIX}`, token: 's', api: sectionApi(), ui: <StudentConversationsSection student={STUDENT} /> });
    const table = await screen.findByRole('table', { name: /Felix Schneider/ });
    await userEvent.click(await within(table).findByText('Würfeln'));
    expect(path()).toBe(`/students/${FELIX}/conversations/603`);
  });

  it('deletes one conversation after the confirmation, with the student named in the call', async () => {
    const api = sectionApi();
    renderApp({ path: `/students/${FELIX}`, token: 's', api, ui: <StudentConversationsSection student={STUDENT} /> });
    const table = await screen.findByRole('table', { name: /Felix Schneider/ });
    await userEvent.click(await within(table).findByRole('button', { name: /^Delete conversation Rabatt beim Fahrradkauf/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete conversation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The conversation was deleted.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/conversations/602')).toBe(true);
    await waitFor(() => expect(rowTexts(table)).toHaveLength(2));
  });

  it('says a conversation deleted meanwhile was already gone', async () => {
    renderApp({ path: `/students/${FELIX}`, token: 's', api: sectionApi(), ui: <StudentConversationsSection student={STUDENT} /> });
    const table = await screen.findByRole('table', { name: /Felix Schneider/ });
    await userEvent.click(await within(table).findByRole('button', { name: /^Delete conversation Negative Zahlen/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This had already been deleted.')).toBeInTheDocument();
  });

  it('deletes all after the confirmation naming how many', async () => {
    renderApp({ path: `/students/${FELIX}`, token: 's', api: sectionApi(), ui: <StudentConversationsSection student={STUDENT} /> });
    const table = await screen.findByRole('table', { name: /Felix Schneider/ });
    await within(table).findByText('Würfeln');
    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all conversations' });
    expect(dialog).toHaveTextContent('Do you really want to delete all 3 conversations of Felix Schneider?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(table).findByText('There are no conversations.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete all' })).toBeDisabled();
  });

  it('shows student.error_loading_conversations with a retry when the list fails', async () => {
    const api = sectionApi();
    api.on(`GET /admin/students/${FELIX}/conversations`, () => json({ detail: 'boom' }, 500));
    renderApp({ path: `/students/${FELIX}`, token: 's', api, ui: <StudentConversationsSection student={STUDENT} /> });
    expect(await screen.findByRole('alert')).toHaveTextContent('The conversations could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('StudentHistorySection', () => {
  it("shows the AI service's 503 explanation when no provider is configured", async () => {
    const api = sectionApi();
    api.on(`POST /admin/students/${FELIX}/digests`, () => json({ detail: 'No AI provider is configured.', code: 'ai.not_configured' }, 503));
    renderApp({ path: `/students/${FELIX}`, token: 's', api, ui: <StudentHistorySection student={STUDENT} /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate digests' }));
    expect(await screen.findByText('The AI service is not set up on this server.')).toBeInTheDocument();
  });

  it('regenerates and says how many conversations were summarised, showing the new history', async () => {
    const api = sectionApi();
    api.on(`POST /admin/students/${FELIX}/digests`, () => json({ student: { ...STUDENT, history: 'Felix hat Prozente geübt.' }, summarised: 3 }));
    renderApp({ path: `/students/${FELIX}`, token: 's', api, ui: <StudentHistorySection student={STUDENT} /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate digests' }));
    expect(await screen.findByText('3 conversations summarised')).toBeInTheDocument();
    api.on(`POST /admin/students/${FELIX}/digests`, () => json({ student: STUDENT, summarised: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate digests' }));
    expect(await screen.findByText('1 conversation summarised')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === `/admin/students/${FELIX}/digests`)).toHaveLength(2);
  });

  it('disables Regenerate without conversations and Delete without a history, saying why', async () => {
    const api = sectionApi();
    renderApp({ path: `/students/${FELIX}`, token: 's', api, ui: <StudentHistorySection student={{ ...STUDENT, history: null, conversation_count: 0 }} /> });
    const regenerate = await screen.findByRole('button', { name: 'Regenerate digests' });
    expect(regenerate).toBeDisabled();
    expect(regenerate).toHaveAccessibleDescription('There are no conversations yet, so there is nothing to summarise.');
    const remove = screen.getByRole('button', { name: 'Delete history' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('There is no history yet.');
  });

  it('keeps both enabled, without the hints, when there are conversations and a history', async () => {
    renderApp({ path: `/students/${FELIX}`, token: 's', api: sectionApi(), ui: <StudentHistorySection student={STUDENT} /> });
    expect(await screen.findByRole('button', { name: 'Regenerate digests' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete history' })).toBeEnabled();
    expect(screen.queryByText('There are no conversations yet, so there is nothing to summarise.')).not.toBeInTheDocument();
  });

  it('deletes the history after the confirmation', async () => {
    const api = sectionApi();
    api.on(`DELETE /admin/students/${FELIX}/digests`, () => json({ ...STUDENT, history: null }));
    renderApp({ path: `/students/${FELIX}`, token: 's', api, ui: <StudentHistorySection student={STUDENT} /> });
    expect(await screen.findByRole('region', { name: 'History' })).toHaveTextContent('Felix hat');
    await userEvent.click(screen.getByRole('button', { name: 'Delete history' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete history' });
    expect(dialog).toHaveTextContent('Do you really want to delete the history of Felix Schneider?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The history was deleted.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === `/admin/students/${FELIX}/digests`)).toBe(true);
  });
});
