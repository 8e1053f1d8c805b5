import type { Problemset } from '@backoffice/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, USERS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';

const TOPIC: Problemset = { problemset_id: 7, name: 'Brüche', creator_name: 'Katrin Vogel', problem_count: 0, last_changed: null };

function topicsApi() {
  return fakeApi({
    'GET /admin/auth/me': () => json(USERS.admin),
    'GET /admin/problemsets': () => json([TOPIC]),
    'GET /admin/problemsets/7': () => json(TOPIC),
    'GET /admin/problemsets/7/problems': () => json([]),
  });
}

function open(path: string, api = topicsApi()) {
  return { ...renderApp({ path, token: 's', api }), user: userEvent.setup() };
}

describe('TopicPage: the name form', () => {
  it('wants a name, says so until one is typed, and creates the topic with it trimmed', async () => {
    const api = topicsApi();
    api.on('POST /admin/problemsets', async (request) => json({ ...TOPIC, ...(await request.json()) }));
    const { user, path } = open('/problemsets/new', api);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a name for the topic');
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(name, '  Brüche ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(path()).toBe('/problemsets/7'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Brüche' });
    expect(await screen.findByText('Topic created')).toBeInTheDocument();
  });

  it('renames an existing topic and stays on it', async () => {
    const api = topicsApi();
    api.on('PUT /admin/problemsets/7', async (request) => json({ ...TOPIC, ...(await request.json()) }));
    const { user, path } = open('/problemsets/7', api);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('Brüche'));
    await user.clear(name);
    await user.type(name, 'Bruchrechnung');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Topic saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Bruchrechnung' });
    expect(path()).toBe('/problemsets/7');
  });
});

describe('TopicsPage: the create dialog', () => {
  it('wants a name, then creates the topic and opens it', async () => {
    const api = topicsApi();
    api.on('POST /admin/problemsets', async (request) => json({ ...TOPIC, ...(await request.json()) }));
    const { user, path } = open('/problemsets', api);
    await user.click(await screen.findByRole('button', { name: 'New topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'New topic' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a name for the topic');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Brüche');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(path()).toBe('/problemsets/7'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Brüche' });
  });
});
