import type { School } from '@backoffice/api-client';
import { Button } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { readListState, useListState, type SortState } from '../../lib/use-list-state.ts';
import { errorMessage, notifyDeleteError, notifySuccess } from '../../lib/errors.ts';
import { isLocale, LOCALE_NAMES } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { prefetchSchools, useDeleteSchoolMutation, useSchoolsQuery } from './api.ts';
import { hasKeptForm, KEPT_DIALOGS } from '../../lib/session-resume.ts';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { serverStateFor } from '../../lib/server-state.tsx';

const CreateSchoolDialog = lazy(() => import('./CreateSchoolDialog.tsx'));

const deleteFailed = msg({ id: 'schools.error_delete', message: 'Error deleting school' });
const loadFailed = msg({ id: 'schools.error_load', message: 'Error loading schools' });

const languageName = (school: School) => (isLocale(school.language) ? LOCALE_NAMES[school.language] : school.language);

const SCHOOLS_SORT: SortState = { key: 'name', direction: 'asc' };

/** The screen's data starts with its chunk, while the shell loads and the session is checked (app/routes.ts). */
export function prefetch({ api, token, search }: PrefetchContext): void {
  prefetchSchools(serverStateFor(api, token), readListState(search).search);
}

/**
 * /schools (admin; docs/product/screens.md): the schools with a search and sortable columns; a row opens the
 * school's form; a create dialog and a delete per row with a confirmation naming the school.
 */
export default function SchoolsPage() {
  const { t } = useLingui();
  const list = useListState({ defaultSort: SCHOOLS_SORT });
  const [creating, setCreating] = useState(() => hasKeptForm(KEPT_DIALOGS.newSchool));
  const [toDelete, setToDelete] = useState<School | null>(null);
  const schools = useSchoolsQuery(list.search);
  const remove = useDeleteSchoolMutation();

  const columns = useMemo<Column<School>[]>(
    () => [
      { key: 'name', header: t({ id: 'schools.column.name', message: 'Name' }), truncate: true },
      { key: 'address', header: t({ id: 'schools.column.address', message: 'Address' }), render: (s) => s.address ?? '', truncate: true },
      { key: 'email', header: t({ id: 'schools.column.email', message: 'E-mail' }), render: (s) => s.email ?? '' },
      { key: 'phone', header: t({ id: 'schools.column.phone', message: 'Phone' }), render: (s) => s.phone ?? '' },
      {
        key: 'language',
        header: t({ id: 'schools.column.language', message: 'Language' }),
        sortValue: languageName,
        render: languageName,
      },
      {
        key: 'actions',
        header: t({ id: 'schools.column.actions', message: 'Actions' }),
        sortable: false,
        align: 'end',
        kind: 'actions',
        render: (school) => (
          <RowIconButton
            tone="red"
            label={t({ id: 'schools.delete_named', message: `Delete ${school.name}` })}
            title={t({ id: 'common.delete', message: 'Delete' })}
            onClick={() => setToDelete(school)}
          >
            <TrashIcon />
          </RowIconButton>
        ),
      },
    ],
    [t],
  );

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.school_id);
      void notifySuccess(t({ id: 'schools.deleted', message: 'School deleted' }));
    } catch (error) {
      void notifyDeleteError(error, deleteFailed);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <PageHeading>{t({ id: 'schools.title', message: 'Schools' })}</PageHeading>
      <DataTable
        caption={t({ id: 'schools.title', message: 'Schools' })}
        columns={columns}
        rows={schools.data ?? []}
        loadError={schools.isError ? errorMessage(schools.error, loadFailed) : null}
        onRetry={() => void schools.refetch()}
        rowKey={(school) => school.school_id}
        rowHref={(school) => paths.schools.detail.href(school.school_id)}
        stackOnPhone
        listState={list}
        searchLabel={t({ id: 'schools.search', message: 'Search schools' })}
        emptyText={t({ id: 'schools.empty', message: 'No schools found.' })}
        loading={schools.isPending}
        toolbar={
          <Button colorPalette="teal" onClick={() => setCreating(true)}>
            <PlusIcon />
            {t({ id: 'schools.add', message: 'Add school' })}
          </Button>
        }
      />
      {creating ? (
        <Suspense fallback={null}>
          <CreateSchoolDialog open onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        itemName={toDelete?.name ?? ''}
        details={toDelete?.address ?? undefined}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        busy={remove.isPending}
      />
    </>
  );
}
