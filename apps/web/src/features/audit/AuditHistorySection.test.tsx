import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, USERS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { LENA, studentApi } from '../../../test/student-fixtures.ts';
import { page, RENAMED } from './test-fixtures.ts';

function studentPageAs(role: keyof typeof USERS) {
  const api = studentApi();
  api.on('GET /admin/auth/me', () => json(USERS[role]));
  api.on('GET /admin/students/k7m2q9xw4tfa/conversations', () => json([]));
  api.on('GET /admin/audit', () => json(page([RENAMED], 23)));
  return api;
}

const auditCalls = (api: ReturnType<typeof studentApi>) => api.calls.filter((call) => call.path === '/admin/audit');

describe('the change history section (docs/product/screens.md#audit-log)', () => {
  it('is closed on the student page and loads the student’s entries only when opened', async () => {
    const api = studentPageAs('schooladmin');
    renderApp({ path: `/students/${LENA.student_id}`, token: 's', api });
    const toggle = await screen.findByRole('button', { name: 'Change history' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(auditCalls(api)).toHaveLength(0);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = screen.getByRole('region', { name: 'Change history' });
    expect(await within(section).findByText('Student changed')).toBeInTheDocument();
    expect(within(section).getByTestId('audit-changes')).toHaveTextContent('Last name: Fischer → to Fischer-Wolf');
    expect(auditCalls(api)).toHaveLength(1);
    expect(within(section).getByRole('link', { name: 'All 23 entries in the audit log' })).toHaveAttribute(
      'href',
      '/audit?entity_type=student&entity_id=k7m2q9xw4tfa',
    );
  });

  it('is not there for teachers and parents', async () => {
    for (const role of ['teacher', 'parent'] as const) {
      const api = studentPageAs(role);
      const { unmount } = renderApp({ path: `/students/${LENA.student_id}`, token: 's', api });
      await screen.findByRole('heading', { name: /Lena Fischer/ });
      await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
      expect(screen.queryByRole('button', { name: 'Change history' })).toBeNull();
      expect(auditCalls(api)).toHaveLength(0);
      unmount();
    }
  });

  it('says when nothing was recorded yet', async () => {
    const api = studentPageAs('admin');
    api.on('GET /admin/audit', () => json(page([])));
    renderApp({ path: `/students/${LENA.student_id}`, token: 's', api });
    fireEvent.click(await screen.findByRole('button', { name: 'Change history' }));
    expect(await screen.findByText('Nothing has been recorded about this yet.')).toBeInTheDocument();
  });
});
