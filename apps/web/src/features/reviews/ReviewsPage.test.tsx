import type { Review, ReviewPage } from '@backoffice/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, USERS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';

const SELF_HARM: Review = {
  review_id: 41,
  student_id: 'k7m2q9xw4tfa',
  student_name: 'Lena Fischer',
  conversation_id: 418,
  message_id: 9312,
  category: 'self_harm',
  severity: 'high',
  source: 'rules',
  excerpt: 'Ich schaffe das <b>alles</b> nicht, manchmal will ich nicht mehr leben.',
  match_start: 45,
  match_end: 70,
  created_at: '2026-11-27T09:41:12Z',
  state: 'open',
  handled_by_name: null,
  handled_at: null,
  note: null,
};

const PHONE: Review = { ...SELF_HARM, review_id: 40, message_id: 9288, category: 'personal_data', severity: 'medium', excerpt: 'Meine Nummer ist 0171 2345678.', match_start: 17, match_end: 29 };

function reviewsApi(role: keyof typeof USERS = 'teacher') {
  const queries: URLSearchParams[] = [];
  const api = fakeApi({
    'GET /admin/auth/me': () => json(USERS[role]),
    'GET /admin/reviews': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const items = query.get('state') === 'dismissed' ? [] : [SELF_HARM, PHONE];
      const page: ReviewPage = { items: query.get('per_page') === '1' ? items.slice(0, 1) : items, total: items.length };
      return json(page);
    },
    'PUT /admin/reviews/41': async (request) => json({ ...SELF_HARM, ...((await request.json()) as object), handled_by_name: 'Julia Hoffmann', handled_at: '2026-11-27T10:00:00Z' }),
  });
  return { api, queries };
}

describe('/reviews (docs/product/screens.md#reviews)', () => {
  it('lists the open reviews with student, time, category, severity and the match marked as text', async () => {
    const { api, queries } = reviewsApi();
    renderApp({ path: '/reviews', token: 's', api });
    await screen.findByRole('heading', { name: 'Review queue' });
    await screen.findByText('Lena Fischer').catch(() => undefined);
    const items = await screen.findAllByRole('listitem');
    const first = items.find((item) => item.id === 'r41')!;
    expect(within(first).getByRole('link', { name: 'Lena Fischer' })).toHaveAttribute('href', '/students/k7m2q9xw4tfa');
    expect(within(first).getByText('High')).toBeInTheDocument();
    expect(within(first).getByText('Signs of self-harm')).toBeInTheDocument();
    expect(within(first).getByText('27.11.2026 09:41')).toBeInTheDocument();
    // The child's text stays text: the tags show as typed, the match is in a <mark>.
    const mark = first.querySelector('mark')!;
    expect(mark).toHaveTextContent('will ich nicht mehr leben');
    expect(first.querySelector('b')).toBeNull();
    expect(first.querySelector('blockquote')).toHaveTextContent('Ich schaffe das <b>alles</b> nicht');
    expect(within(first).getByRole('link', { name: 'Open the conversation at this message' })).toHaveAttribute(
      'href',
      '/students/k7m2q9xw4tfa/conversations/418#m9312',
    );
    // Calm guidance with a self-harm review.
    expect(within(first).getByText(/can come from a hard moment/)).toBeInTheDocument();
    // The open ones by default.
    expect(queries.some((q) => q.get('state') === 'open' && q.get('per_page') === '25')).toBe(true);
    // The navigation's badge counts the open reviews.
    expect(await screen.findByText('2 open')).toBeInTheDocument();
  });

  it('keeps the filters in the URL and asks the server with them', async () => {
    const { api, queries } = reviewsApi();
    const { path } = renderApp({ path: '/reviews?severity=high', token: 's', api });
    await screen.findByRole('heading', { name: 'Review queue' });
    await waitFor(() => expect(queries.some((q) => q.get('severity') === 'high')).toBe(true));
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'dismissed' } });
    await waitFor(() => expect(path()).toContain('state=dismissed'));
    expect(await screen.findByText('No reviews match these filters.')).toBeInTheDocument();
  });

  it('acknowledges with a note', async () => {
    const { api } = reviewsApi();
    renderApp({ path: '/reviews', token: 's', api });
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge: Signs of self-harm, Lena Fischer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge this review' });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Mit Lena gesprochen.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/admin/reviews/41');
    expect(put.body).toEqual({ state: 'acknowledged', note: 'Mit Lena gesprochen.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
