// The change history section as the class, school and problem pages compose it (app/pages/), with
// each feature's own fake answers (docs/product/screens.md#audit-log).
import type { AuditEntityType } from '@backoffice/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, RENAMED } from '../src/features/audit/test-fixtures.ts';
import { classesApi } from '../src/features/classes/test-fixtures.ts';
import { schoolsApi } from '../src/features/schools/test-fixtures.ts';
import { fakeApi, json, USERS, type FakeApi } from './fake-api.ts';
import { problem } from './problem-fixtures.ts';
import { renderApp } from './render.tsx';

function problemApi() {
  return fakeApi({
    'GET /admin/auth/me': () => json(USERS.admin),
    'GET /admin/collections': () => json([]),
    'GET /admin/problems/7': () => json(problem(7)),
  });
}

describe('the change history on the class, school and problem pages', () => {
  const pages: [string, () => FakeApi, string, AuditEntityType, string][] = [
    ['class (schooladmin)', () => classesApi('schooladmin'), '/classes/11', 'class', '11'],
    ['school (admin)', schoolsApi, '/schools/1', 'school', '1'],
    ['problem (admin)', problemApi, '/problems/7', 'problem', '7'],
  ];
  it.each(pages)('the %s page lists the record’s entries and links to them on /audit', async (_name, makeApi, path, entityType, entityId) => {
    const api = makeApi();
    api.on('GET /admin/audit', () => json(page([{ ...RENAMED, operation_id: 'updateClass', entity_type: entityType, entity_id: entityId }])));
    renderApp({ path, token: 's', api });
    fireEvent.click(await screen.findByRole('button', { name: 'Change history' }));
    const section = screen.getByRole('region', { name: 'Change history' });
    expect(await within(section).findByText('Class changed')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Show in the audit log' })).toHaveAttribute(
      'href',
      `/audit?entity_type=${entityType}&entity_id=${entityId}`,
    );
  });

  it('is not on a teacher’s class page', async () => {
    const api = classesApi('teacher');
    renderApp({ path: '/classes/11', token: 's', api });
    await screen.findByRole('heading', { name: /Class 5a/ });
    expect(screen.queryByRole('button', { name: 'Change history' })).toBeNull();
  });
});
