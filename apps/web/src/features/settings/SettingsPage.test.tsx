import type { Setting } from '@backoffice/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, USERS, type FakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { choiceLabel, parseNumber, possibleValues } from './SettingValue.tsx';

const SETTINGS: Setting[] = [
  {
    key: 'digests_enabled',
    description: 'Create conversation digests automatically',
    type: 'boolean',
    value: true,
    possible_values: null,
    updated_at: '2026-10-02T09:30:00Z',
  },
  {
    key: 'enabled_characters',
    description: 'Characters the students can talk to',
    type: 'array',
    value: ['euler', 'noether', 'pythagoras'],
    possible_values: 'euler,noether,pythagoras,lovelace',
    updated_at: '2026-11-12T15:04:27Z',
  },
  {
    key: 'max_messages_per_day',
    description: 'Maximum number of messages per student and day',
    type: 'number',
    value: 200,
    possible_values: null,
    updated_at: '2025-09-01T08:00:00Z',
  },
  {
    key: 'default_student_language',
    description: 'Default language for new students',
    type: 'text',
    value: 'de',
    possible_values: 'de,en,es,ru,uk',
    updated_at: null,
  },
  {
    key: 'maintenance_mode',
    description: 'Maintenance mode: the student app is temporarily unavailable',
    type: 'boolean',
    value: false,
    possible_values: null,
    updated_at: null,
  },
  {
    key: 'student_app_url',
    description: 'Address of the student app',
    type: 'text',
    value: 'https://lernen.example.org/app',
    possible_values: null,
    updated_at: null,
  },
];

/** A server that answers PUTs with the new value (and a fixed change time). */
function settingsApi(): FakeApi {
  const api = fakeApi({
    'GET /admin/auth/me': () => json(USERS.admin),
    'GET /admin/system/settings': () => json(SETTINGS),
    'GET /characters': () =>
      json({
        euler: { name: 'Leonhard Euler' },
        noether: { name: 'Emmy Noether' },
        pythagoras: { name: 'Pythagoras von Samos' },
        lovelace: { name: 'Ada Lovelace' },
      }),
  });
  for (const setting of SETTINGS) {
    api.on(`PUT /admin/system/settings/${setting.key}`, async (request) => {
      const body = (await request.json()) as Pick<Setting, 'value'>;
      return json({ ...setting, description: 'in the user language', value: body.value, updated_at: '2026-11-20T08:15:40Z' });
    });
  }
  return api;
}

async function openSettings(api = settingsApi()) {
  renderApp({ path: '/settings', token: 's', api });
  await screen.findByText('digests_enabled');
  return { api, user: userEvent.setup() };
}

const rowOf = (key: string) => screen.getByText(key).closest('tr')!;
const puts = (api: FakeApi) => api.calls.filter((call) => call.method === 'PUT');

describe('SettingsPage (docs/product/screens.md system settings)', () => {
  it('explains how long the audit log is kept, linked to the value', async () => {
    const api = settingsApi();
    const retention: Setting = {
      key: 'audit_retention_days',
      description: 'Days the audit log is kept',
      type: 'number',
      value: 365,
      possible_values: null,
      min_value: 30,
      max_value: 3650,
      updated_at: null,
    };
    api.on('GET /admin/system/settings', () => json([...SETTINGS, retention]));
    renderApp({ path: '/settings', token: 's', api });
    const value = await screen.findByRole('button', { name: 'Edit Days the audit log is kept: 365' });
    expect(value).toHaveAccessibleDescription(
      'Entries of the audit log older than this many days are deleted every night. From 30 to 3650 days; the default is 365.',
    );
    fireEvent.click(value);
    const input = screen.getByRole('spinbutton', { name: 'Days the audit log is kept' });
    expect(input).toHaveAttribute('min', '30');
    expect(input).toHaveAttribute('max', '3650');
    expect(input).toHaveAccessibleDescription(/deleted every night/);
  });

  it('asks in the interface language and shows description, key, value and change time', async () => {
    const { api } = await openSettings();
    const get = api.calls.find((call) => call.path === '/admin/system/settings');
    expect(get).toBeDefined();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Description', 'Key', 'Value', 'Changed']);
    expect(within(rowOf('max_messages_per_day')).getByRole('cell', { name: /^01\.09\.2025 \d{2}:\d{2}$/ })).toBeInTheDocument();
    expect(within(rowOf('student_app_url')).getByRole('cell', { name: 'Never' })).toBeInTheDocument();
    expect(within(rowOf('student_app_url')).getByRole('button', { name: /https:\/\/lernen.example.org\/app/ })).toBeInTheDocument();
  });

  it('sends ?language= of the interface', async () => {
    const api = settingsApi();
    const languages: (string | null)[] = [];
    api.on('GET /admin/system/settings', (request) => {
      languages.push(new URL(request.url).searchParams.get('language'));
      return json(SETTINGS);
    });
    await openSettings(api);
    expect(languages).toEqual(['en']);
  });

  it('edits a text in place: Enter saves {value, type}', async () => {
    const { api, user } = await openSettings();
    await user.click(within(rowOf('student_app_url')).getByRole('button'));
    const input = within(rowOf('student_app_url')).getByRole('textbox', { name: 'Address of the student app' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'https://lernen.example.org/schule{Enter}');
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]).toMatchObject({
      path: '/admin/system/settings/student_app_url',
      body: { value: 'https://lernen.example.org/schule', type: 'text' },
    });
    const row = within(rowOf('student_app_url'));
    expect(await row.findByRole('button', { name: /lernen.example.org\/schule/ })).toBeInTheDocument();
    // The new change time, and the description stays in the interface language.
    expect(await row.findByRole('cell', { name: /^20\.11\.2026/ })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: 'Address of the student app' })).toBeInTheDocument();
  });

  it('sends a number as a number', async () => {
    const { api, user } = await openSettings();
    await user.click(within(rowOf('max_messages_per_day')).getByRole('button'));
    const input = within(rowOf('max_messages_per_day')).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '250{Enter}');
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({ value: 250, type: 'number' });
  });

  it('cancels with Escape and when the field is left', async () => {
    const { api, user } = await openSettings();
    const row = () => within(rowOf('max_messages_per_day'));
    await user.click(row().getByRole('button'));
    await user.clear(row().getByRole('spinbutton'));
    await user.type(row().getByRole('spinbutton'), '999{Escape}');
    expect(row().queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(row().getByRole('button', { name: /200/ })).toHaveFocus();
    await user.click(row().getByRole('button'));
    await user.type(row().getByRole('spinbutton'), '5');
    fireEvent.blur(row().getByRole('spinbutton'));
    expect(row().queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(row().getByRole('button', { name: /200/ })).toBeInTheDocument();
    expect(puts(api)).toHaveLength(0);
  });

  it('does not send a number field that holds no number', async () => {
    const { api, user } = await openSettings();
    await user.click(within(rowOf('max_messages_per_day')).getByRole('button'));
    const input = within(rowOf('max_messages_per_day')).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '{Enter}');
    expect(within(rowOf('max_messages_per_day')).getByRole('alert')).toHaveTextContent('Please enter a number.');
    expect(puts(api)).toHaveLength(0);
  });

  it('saves a boolean as soon as it is switched', async () => {
    const { api, user } = await openSettings();
    const toggle = within(rowOf('digests_enabled')).getByRole('switch', { name: 'Create conversation digests automatically' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({ value: false, type: 'boolean' });
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('offers the possible values of an array and saves the chosen list at once', async () => {
    const { api, user } = await openSettings();
    const group = within(rowOf('enabled_characters')).getByRole('group', { name: 'Characters the students can talk to' });
    const boxes = within(group).getAllByRole('checkbox', { hidden: true });
    expect(boxes).toHaveLength(4);
    // Named as GET /characters names them, not by their ids.
    const lovelace = await within(group).findByRole('checkbox', { name: 'Ada Lovelace', hidden: true });
    expect(lovelace).not.toBeChecked();
    expect(within(group).queryByText('lovelace')).toBeNull();
    await user.click(within(group).getByText('Ada Lovelace'));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({ value: ['euler', 'noether', 'pythagoras', 'lovelace'], type: 'array' });
  });

  it('shows the default student language as a select of the language names and saves the choice at once', async () => {
    const { api, user } = await openSettings();
    const select = within(rowOf('default_student_language')).getByRole('combobox', { name: 'Default language for new students' });
    expect(select).toHaveValue('de');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Deutsch',
      'English',
      'Español',
      'Русский',
      'Українська',
    ]);
    await user.selectOptions(select, 'uk');
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]).toMatchObject({ path: '/admin/system/settings/default_student_language', body: { value: 'uk', type: 'text' } });
  });

  it('asks before maintenance mode goes on (Cancel leaves it off), and switches it off without asking', async () => {
    const { api, user } = await openSettings();
    const toggle = within(rowOf('maintenance_mode')).getByRole('switch');
    await user.click(toggle);
    const ask = await screen.findByRole('alertdialog', { name: 'Switch on maintenance mode?' });
    expect(ask).toHaveTextContent('students cannot use the student app');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toggle).not.toBeChecked();
    expect(puts(api)).toHaveLength(0);

    await user.click(toggle);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Switch on' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({ value: true, type: 'boolean' });
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(puts(api)[1]?.body).toEqual({ value: false, type: 'boolean' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says that a change left by a click elsewhere was not saved, until the value is edited again', async () => {
    const { api, user } = await openSettings();
    const row = () => within(rowOf('student_app_url'));
    await user.click(row().getByRole('button'));
    await user.clear(row().getByRole('textbox'));
    await user.type(row().getByRole('textbox'), 'https://neu.example.org');
    await user.click(screen.getByRole('heading', { name: 'System settings' }));
    expect(row().queryByRole('textbox')).toBeNull();
    expect(row().getByRole('status')).toHaveTextContent('Not saved: “https://neu.example.org”. Only Enter saves a change.');
    expect(puts(api)).toHaveLength(0);
    // Opening and leaving it unchanged says nothing.
    await user.click(row().getByRole('button', { name: /lernen.example.org/ }));
    await user.click(screen.getByRole('heading', { name: 'System settings' }));
    expect(row().getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a card per setting on a phone, each with its control', async () => {
    // A phone: the narrow-screen query matches.
    const plain = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...plain(query), matches: query.includes('max-width') }));
    await openSettings();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'System settings' })).getAllByRole('listitem');
    expect(cards).toHaveLength(SETTINGS.length);
    const card = (key: string) => within(cards.find((item) => item.textContent?.includes(key))!);
    expect(card('digests_enabled').getByRole('switch')).toBeChecked();
    expect(card('default_student_language').getByRole('combobox')).toHaveValue('de');
    expect(card('max_messages_per_day').getByText(/^Changed: 01\.09\.2025/)).toBeInTheDocument();
  });

  it('puts the old value back when a save is refused', async () => {
    const api = settingsApi();
    api.on('PUT /admin/system/settings/max_messages_per_day', () =>
      json({ detail: 'The value of max_messages_per_day must be a number.', code: 'setting.invalid_value' }, 422),
    );
    const { user } = await openSettings(api);
    await user.click(within(rowOf('max_messages_per_day')).getByRole('button'));
    const input = within(rowOf('max_messages_per_day')).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '7{Enter}');
    expect(await screen.findByText('This value is not allowed for this setting.')).toBeInTheDocument();
    expect(await within(rowOf('max_messages_per_day')).findByRole('button', { name: /200/ })).toBeInTheDocument();
  });

  it('says "Error updating setting" when the server gives no detail', async () => {
    const api = settingsApi();
    api.on('PUT /admin/system/settings/digests_enabled', () => new Response(null, { status: 500 }));
    const { user } = await openSettings(api);
    const toggle = within(rowOf('digests_enabled')).getByRole('switch');
    await user.click(toggle);
    expect(await screen.findByText('Error updating setting')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('says "Error loading settings" when the list cannot be loaded', async () => {
    const api = settingsApi();
    api.on('GET /admin/system/settings', () => new Response(null, { status: 500 }));
    renderApp({ path: '/settings', token: 's', api });
    expect(await screen.findAllByText('Error loading settings')).not.toHaveLength(0);
  });
});

afterEach(() => vi.restoreAllMocks());

describe('setting value helpers', () => {
  it('names languages and characters, other values as they are', () => {
    const characters = { euler: { name: 'Leonhard Euler' } };
    expect(choiceLabel({ key: 'default_student_language', possible_values: 'de,en,uk' }, 'uk')).toBe('Українська');
    expect(choiceLabel({ key: 'enabled_characters', possible_values: 'euler,noether' }, 'euler', characters)).toBe('Leonhard Euler');
    // Without the names (not loaded, or an unknown character) the id shows.
    expect(choiceLabel({ key: 'enabled_characters', possible_values: 'euler,noether' }, 'noether', characters)).toBe('noether');
    expect(choiceLabel({ key: 'enabled_characters', possible_values: 'euler' }, 'euler')).toBe('euler');
    expect(choiceLabel({ key: 'theme', possible_values: 'de,hell' }, 'de')).toBe('de');
  });

  it('splits possible values and parses numbers', () => {
    expect(possibleValues({ possible_values: 'euler, noether,,lovelace' })).toEqual(['euler', 'noether', 'lovelace']);
    expect(possibleValues({ possible_values: null })).toEqual([]);
    expect(parseNumber(' 250 ')).toBe(250);
    expect(parseNumber('0,5')).toBe(0.5);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
  });
});
