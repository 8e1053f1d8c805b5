import type { Class } from '@backoffice/api-client';
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PlusIcon, PrinterIcon, ProgressIcon, TrashIcon } from '../../components/icons.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { readListState, useListState } from '../../lib/use-list-state.ts';
import { errorMessage, notifyDeleteError, notifyError, notifySuccess } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { userAtom } from '../../lib/session.ts';
import { prefetchClasses, useClassesQuery, useDeleteClassMutation, useFetchAccessSheets } from './api.ts';
import { classMessages } from './class-messages.ts';
import { openPdfInNewTab } from '../../lib/open-pdf-tab.ts';
import { hasKeptForm, KEPT_DIALOGS } from '../../lib/session-resume.ts';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { serverStateFor } from '../../lib/server-state.tsx';

const AddClassDialog = lazy(() => import('./AddClassDialog.tsx'));

/** The screen's data starts with its chunk, while the shell loads and the session is checked (app/routes.ts). */
export function prefetch({ api, token, search }: PrefetchContext): void {
  prefetchClasses(serverStateFor(api, token), readListState(search).search);
}

/**
 * /classes (admin, schooladmin, teacher; docs/product/screens.md): the classes in scope with a search, sortable
 * name, school (admins only), student and topic counts; a row opens the class; per row its
 * progress, the access-sheet PDF and a delete confirmation naming class and school; the Add dialog.
 */
export default function ClassesPage() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const isAdmin = user?.usertype === 'admin';
  const list = useListState();
  const [adding, setAdding] = useState(() => hasKeptForm(KEPT_DIALOGS.newClass));
  const [toDelete, setToDelete] = useState<Class | null>(null);
  const [printing, setPrinting] = useState<number | null>(null);
  const classes = useClassesQuery(list.search);
  const remove = useDeleteClassMutation();
  const fetchSheets = useFetchAccessSheets();

  const columns = useMemo<Column<Class>[]>(() => {
    // Called within the click: the new tab must open before anything is awaited.
    const print = (klass: Class) => {
      setPrinting(klass.class_id);
      openPdfInNewTab(
        () => fetchSheets(klass.class_id),
        t({ id: 'classes.print_loading', message: 'Preparing the access sheets…' }),
      )
        .catch((error: unknown) => notifyError(error, classMessages.printFailed))
        .finally(() => setPrinting(null));
    };
    const list: (Column<Class> | null)[] = [
      { key: 'name', header: t({ id: 'classes.column.name', message: 'Name' }), truncate: true },
      isAdmin ? { key: 'school_name', header: t({ id: 'classes.column.school', message: 'School' }), truncate: true } : null,
      {
        key: 'student_count',
        header: t({ id: 'classes.column.students', message: 'Students' }),
        align: 'end',
      },
      {
        key: 'problemset_count',
        header: t({ id: 'classes.column.topics', message: 'Topics' }),
        align: 'end',
      },
      {
        key: 'actions',
        header: t({ id: 'classes.column.actions', message: 'Actions' }),
        sortable: false,
        align: 'end',
        kind: 'actions',
        render: (klass) => (
          <HStack gap="1" justify="flex-end">
            <IconButton asChild size="sm" variant="ghost">
              <Link
                href={paths.classes.progress.href(klass.class_id)}
                aria-label={t({ id: 'classes.progress_named', message: `Progress of ${klass.name}` })}
                title={t({ id: 'class.progress', message: 'Progress' })}
              >
                <ProgressIcon />
              </Link>
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t({ id: 'classes.print_named', message: `Print access sheets of ${klass.name}` })}
              title={t({ id: 'classes.print', message: 'Print access sheets' })}
              loading={printing === klass.class_id}
              onClick={() => print(klass)}
            >
              <PrinterIcon />
            </IconButton>
            <RowIconButton
              tone="red"
              label={t({ id: 'classes.delete_named', message: `Delete ${klass.name}` })}
              title={t({ id: 'common.delete', message: 'Delete' })}
              onClick={() => setToDelete(klass)}
            >
              <TrashIcon />
            </RowIconButton>
          </HStack>
        ),
      },
    ];
    return list.filter((column): column is Column<Class> => column !== null);
  }, [t, isAdmin, printing, fetchSheets]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.class_id);
      void notifySuccess(t({ id: 'classes.deleted', message: 'Class deleted' }));
    } catch (error) {
      void notifyDeleteError(error, classMessages.deleteFailed);
    } finally {
      setToDelete(null);
    }
  };

  const schoolName = toDelete?.school_name ?? '';
  return (
    <>
      <PageHeading>{t({ id: 'classes.title', message: 'Classes' })}</PageHeading>
      <DataTable
        caption={t({ id: 'classes.title', message: 'Classes' })}
        columns={columns}
        rows={classes.data ?? []}
        loadError={classes.isError ? errorMessage(classes.error, classMessages.loadFailed) : null}
        onRetry={() => void classes.refetch()}
        rowKey={(klass) => klass.class_id}
        rowHref={(klass) => paths.classes.detail.href(klass.class_id)}
        stackOnPhone
        listState={list}
        searchLabel={t({ id: 'classes.search', message: 'Search classes' })}
        emptyText={t({ id: 'classes.empty', message: 'No classes found.' })}
        loading={classes.isPending}
        toolbar={
          <Button colorPalette="teal" onClick={() => setAdding(true)}>
            <PlusIcon />
            {t({ id: 'classes.add', message: 'Add class' })}
          </Button>
        }
      />
      {adding ? (
        <Suspense fallback={null}>
          <AddClassDialog open onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        itemName={toDelete?.name ?? ''}
        details={t({ id: 'classes.delete_school', message: `School: ${schoolName}` })}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        busy={remove.isPending}
      />
    </>
  );
}
