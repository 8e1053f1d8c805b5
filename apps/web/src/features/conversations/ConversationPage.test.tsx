import type { ConversationMessages, ConversationSummary, Message, Student } from '@backoffice/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, unreachable, USERS, type Handler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { LENA as LENA_STUDENT } from '../../../test/student-fixtures.ts';
import { fileNameFromDisposition } from '../../lib/download.ts';

const LENA = 'k7m2q9xw4tfa';
const PATH = `/students/${LENA}/conversations/501`;
const LONG_SYSTEM = `${'Du bist Leonhard Euler und hilfst beim Üben. '.repeat(6)}ENDE`;

const STUDENT: Student = { ...LENA_STUDENT, student_id: LENA, conversation_count: 1 };
const SUMMARY: ConversationSummary = {
  conversation_id: 501,
  title: 'Brüche mit verschiedenen Nennern',
  character_id: 'euler',
  updated_at: '2026-11-18T14:52:00Z',
  created_at: '2026-11-18T14:30:00Z',
  message_count: 4,
  duration_minutes: 22,
  user_agent: null,
};
const message = (id: number, at: string, role: Message['content']['role'], content: Message['content']['content']): Message => ({
  message_id: id,
  created_at: at,
  content: { role, source: role === 'tool' ? 'calculator' : 'text', content },
});
const CONVERSATION: ConversationMessages = {
  conversation: SUMMARY,
  messages: [
    message(1, '2026-11-18T14:30:00Z', 'system', LONG_SYSTEM),
    message(2, '2026-11-18T14:30:40Z', 'user', [
      { type: 'text', text: 'Hallo!' },
      { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } },
      { type: 'image_url', image_url: { url: 'https://tracker.example.com/pixel.png' } },
    ]),
    message(3, '2026-11-18T14:51:50Z', 'assistant', 'Um <img src=x onerror=alert(1)> zu rechnen'),
    message(4, '2026-11-18T14:51:52Z', 'tool', '{"result": "11/12"}'),
  ],
};

function viewerApi(messages: Handler = () => json(CONVERSATION)) {
  return fakeApi({
    'GET /admin/auth/me': () => json(USERS.teacher),
    [`GET /admin/students/${LENA}`]: () => json(STUDENT),
    'GET /conversations/501/messages': messages,
    'GET /admin/conversations/501/recordings': () => json([{ url: '501-a.wav', timestamp: '2026-11-18T14:35:12Z' }]),
    [`GET /admin/students/${LENA}/recordings/501-a.wav`]: () =>
      new Response('RIFF', { headers: { 'Content-Type': 'audio/wav' } }),
    'GET /characters': () => json({ euler: { name: 'Leonhard Euler' } }),
  });
}

const created: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:test/${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

describe('ConversationPage', () => {
  it('shows the heading, the bubbles by role, a divider after 15 minutes and the inert text', async () => {
    renderApp({ path: PATH, token: 's', api: viewerApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Fischer: conversation of 18.11.2026' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Messages' });
    const roles = [...list.querySelectorAll('[data-role]')].map((e) => e.getAttribute('data-role'));
    expect(roles).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(within(list).getAllByRole('separator')).toHaveLength(1);
    expect(within(list).getByRole('separator')).toHaveAccessibleName(/^Later: 18\.11\.2026 \d\d:51$/);
    // Raw HTML in a message never becomes markup (the same rules as problem texts).
    await waitFor(() => expect(list).toHaveTextContent('zu rechnen'));
    expect(list.querySelector('img[src="x"], [onerror]')).toBeNull();
    // The picture from the notebook opens in the preview; one from another site is not loaded.
    expect(within(list).getByRole('button', { name: 'Enlarge image: Image 1 from Lena' })).toBeInTheDocument();
    expect(list.querySelector('img[src^="https://tracker"]')).toBeNull();
    expect(list).toHaveTextContent('An image from another website is not shown.');
    expect(screen.getByText('Character: Leonhard Euler')).toBeInTheDocument();
  });

  it('cuts a long system message to 200 characters and expands it', async () => {
    renderApp({ path: PATH, token: 's', api: viewerApi() });
    const system = await waitFor(() => {
      const element = document.querySelector('[data-role="system"]');
      if (!element) throw new Error('no system message yet');
      return element as HTMLElement;
    });
    expect(system).toHaveTextContent(`${LONG_SYSTEM.slice(0, 200)}…`.replace(/\s+/g, ' ').trim());
    expect(system).not.toHaveTextContent('ENDE');
    await userEvent.click(within(system).getByRole('button', { name: 'Show more' }));
    expect(system).toHaveTextContent('ENDE');
    await userEvent.click(within(system).getByRole('button', { name: 'Show less' }));
    expect(system).not.toHaveTextContent('ENDE');
  });

  it('plays a recording from an object URL fetched with the session, and revokes it when leaving', async () => {
    const { api, unmount } = renderApp({ path: PATH, token: 'session-1', api: viewerApi() });
    const audio = await screen.findByLabelText(/^Recording of 18\.11\.2026/);
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', 'blob:test/1');
    const call = api.calls.find((c) => c.path === `/admin/students/${LENA}/recordings/501-a.wav`);
    expect(call?.headers.get('authorization')).toBe('Bearer session-1');
    unmount();
    expect(revoked).toContain('blob:test/1');
  });

  it('shows conversation.error when the conversation is not there or not the reader’s', async () => {
    renderApp({ path: PATH, token: 's', api: viewerApi(() => json({ detail: 'The conversation does not exist.', code: 'conversation.not_found' }, 404)) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The conversation could not be loaded.');
  });

  it("shows the server's detail for another failure it explains, and 'unreachable' without an answer", async () => {
    renderApp({ path: PATH, token: 's', api: viewerApi(() => json({ detail: 'The archive is being rebuilt.', code: 'archive.busy' }, 503)) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The archive is being rebuilt.');
  });

  it('says the server cannot be reached when no answer comes', async () => {
    renderApp({ path: PATH, token: 's', api: viewerApi(unreachable) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
  });

  it('exports under the name of the Content-Disposition header and confirms it', async () => {
    const api = viewerApi();
    api.on('GET /admin/conversations/501/export', () =>
      new Response(JSON.stringify(CONVERSATION), {
        headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="Lena_Fischer_501.json"' },
      }),
    );
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderApp({ path: PATH, token: 's', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The conversation was exported.')).toBeInTheDocument();
    expect(clicks).toEqual(['Lena_Fischer_501.json']);
  });

  it('falls back to conversation_{id}.json without a Content-Disposition header', async () => {
    const api = viewerApi();
    api.on('GET /admin/conversations/501/export', () => json(CONVERSATION));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderApp({ path: PATH, token: 's', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicks).toEqual(['conversation_501.json']));
  });

  it('reports a failed export with conversation.export_error', async () => {
    const api = viewerApi();
    api.on('GET /admin/conversations/501/export', () => json({ detail: 'boom' }, 500));
    renderApp({ path: PATH, token: 's', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The conversation could not be exported.')).toBeInTheDocument();
  });
});

describe('fileNameFromDisposition', () => {
  it('reads the plain and the encoded file name, and only the last path segment', () => {
    expect(fileNameFromDisposition('attachment; filename="conversation_501.json"')).toBe('conversation_501.json');
    expect(fileNameFromDisposition('attachment; filename=talk.json')).toBe('talk.json');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Gespr%C3%A4ch%20501.json; filename=\"x.json\"")).toBe('Gespräch 501.json');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
