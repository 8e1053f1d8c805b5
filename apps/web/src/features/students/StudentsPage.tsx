import type { Student } from '@backoffice/api-client';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { formatDateTime, parseServerDate } from '../../lib/dates.ts';
import { errorMessage, notifyDeleteError, notifySuccess } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { userAtom } from '../../lib/session.ts';
import { readListState, useListState, type ListStateOptions } from '../../lib/use-list-state.ts';
import { addedStudentIdsAtom, prefetchStudents, useDeleteStudentMutation, useStudentActiveToggle, useStudentsQuery } from './api.ts';
import { StudentActiveSwitch } from './StudentActiveSwitch.tsx';
import { studentMessages } from './student-messages.ts';
import { isParent } from './student-words.ts';
import { hasKeptForm, KEPT_DIALOGS } from '../../lib/session-resume.ts';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { serverStateFor } from '../../lib/server-state.tsx';

const AddStudentDialog = lazy(() => import('./AddStudentDialog.tsx'));
const ImportStudentsDialog = lazy(() => import('./ImportStudentsDialog.tsx'));

const fullName = (student: Student) => `${student.firstname} ${student.lastname}`;
const rowKey = (student: Student) => student.student_id;
const isInactive = (student: Student) => !student.active;
const studentHref = (student: Student) => paths.students.detail.href(student.student_id);

// The columns' widths (rem): fixed, so that the columns stay put while a search narrows the list
// and five hundred rows render in chunks without measuring the table again. The name takes the
// rest, at least NAME_MIN_REM; a narrower window scrolls the table.
const WIDTHS_REM: Record<string, number> = {
  class_name: 7,
  school_name: 13,
  problems: 9,
  conversation_count: 10,
  lastlogin: 11,
  active: 7,
  actions: 6,
};
const NAME_MIN_REM = 12;
const width = (key: string) => `${WIDTHS_REM[key]}rem`;

/** Newest first by default (docs/product/limits.md). */
const LIST_OPTIONS: ListStateOptions<Record<string, never>> = { defaultSort: { key: 'lastlogin', direction: 'desc' } };

/** The screen's data starts with its chunk, while the shell loads and the session is checked (app/routes.ts). */
export function prefetch({ api, token, search }: PrefetchContext): void {
  prefetchStudents(serverStateFor(api, token), readListState(search, LIST_OPTIONS).search);
}

/**
 * /students (all roles; "My children" for parents; docs/product/screens.md#students-list): a search, a
 * sortable table (last sign-in, newest first, by default) of name, class and school (staff;
 * the school for admins), solved/total problems, conversations and last sign-in; an active
 * switch and a delete per row; the add dialog. A row opens the student.
 */
export default function StudentsPage() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const parent = isParent(user);
  const isAdmin = user?.usertype === 'admin';
  const list = useListState(LIST_OPTIONS);
  const [adding, setAdding] = useState(() => hasKeptForm(KEPT_DIALOGS.newStudent));
  const [toDelete, setToDelete] = useState<Student | null>(null);
  const [importing, setImporting] = useState(false);
  // docs/product/roles.md: the roster import is for admins and schooladmins.
  const mayImport = isAdmin || user?.usertype === 'schooladmin';
  const students = useStudentsQuery(list.search);
  const remove = useDeleteStudentMutation();
  const activeToggle = useStudentActiveToggle();
  const addedIds = useAtomValue(addedStudentIdsAtom);
  const isNew = useCallback((student: Student) => addedIds.has(student.student_id), [addedIds]);


  const columns = useMemo<Column<Student>[]>(() => {
    const all: (Column<Student> | null)[] = [
      {
        key: 'name',
        header: t({ id: 'students.column.name', message: 'Name' }),
        sortValue: (student) => `${student.lastname} ${student.firstname}`,
        render: fullName,
        truncate: true,
      },
      parent
        ? null
        : { key: 'class_name', header: t({ id: 'students.column.class', message: 'Class' }), width: width('class_name'), truncate: true },
      isAdmin
        ? { key: 'school_name', header: t({ id: 'students.column.school', message: 'School' }), width: width('school_name'), truncate: true }
        : null,
      {
        key: 'problems',
        width: width('problems'),
        header: t({ id: 'students.column.problems', message: 'Solved / total' }),
        align: 'end',
        sortValue: (student) => student.problem_solved,
        render: (student) => `${student.problem_solved} / ${student.problem_total}`,
      },
      {
        key: 'conversation_count',
        width: width('conversation_count'),
        header: t({ id: 'students.column.conversations', message: 'Conversations' }),
        align: 'end',
      },
      {
        key: 'lastlogin',
        width: width('lastlogin'),
        header: t({ id: 'students.column.lastlogin', message: 'Last login' }),
        sortValue: (student) => parseServerDate(student.lastlogin),
        render: (student) => formatDateTime(student.lastlogin),
      },
      {
        key: 'active',
        width: width('active'),
        header: t({ id: 'students.column.active', message: 'Active' }),
        kind: 'control',
        render: (student) => {
          const name = fullName(student);
          return (
            <StudentActiveSwitch
              student={student}
              label={t({ id: 'students.active_named', message: `${name} active` })}
              toggler={activeToggle}
            />
          );
        },
      },
      {
        key: 'actions',
        width: width('actions'),
        header: t({ id: 'students.column.actions', message: 'Actions' }),
        sortable: false,
        align: 'end',
        kind: 'actions',
        render: (student) => {
          const name = fullName(student);
          return (
            <RowIconButton
              tone="red"
              label={t({ id: 'students.delete_named', message: `Delete ${name}` })}
              title={t({ id: 'common.delete', message: 'Delete' })}
              onClick={() => setToDelete(student)}
            >
              <TrashIcon />
            </RowIconButton>
          );
        },
      },
    ];
    return all.filter((column): column is Column<Student> => column !== null);
  }, [t, parent, isAdmin, activeToggle]);
  const fixedColumns = useMemo(
    () => ({ minWidth: `${columns.reduce((sum, column) => sum + (WIDTHS_REM[column.key] ?? NAME_MIN_REM), 0)}rem` }),
    [columns],
  );

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.student_id);
      void notifySuccess(
        parent ? t({ id: 'students.deleted_child', message: 'Child deleted' }) : t({ id: 'students.deleted', message: 'Student deleted' }),
      );
    } catch (error) {
      void notifyDeleteError(error, studentMessages.deleteFailed);
    } finally {
      setToDelete(null);
    }
  };

  const title = parent
    ? t({ id: 'students.title_parent', message: 'My children' })
    : t({ id: 'students.title', message: 'Students' });
  // What goes with the student: everything the server deletes with them.
  const deleteDetails = (
    <Stack gap="1">
      {toDelete?.class_name ? <Text>{t({ id: 'students.delete_class', message: `Class: ${toDelete.class_name}` })}</Text> : null}
      <Text>
        {parent
          ? t({
              id: 'students.delete_details_child',
              message: 'The child’s conversations (with messages and recordings), history and assigned problems are deleted too.',
            })
          : t({
              id: 'students.delete_details',
              message: 'The student’s conversations (with messages and recordings), history and assigned problems are deleted too.',
            })}
      </Text>
    </Stack>
  );
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <DataTable
        caption={title}
        columns={columns}
        rows={students.data ?? []}
        rowKey={rowKey}
        rowHref={studentHref}
        stackOnPhone
        isRowInactive={isInactive}
        isRowNew={addedIds.size > 0 ? isNew : undefined}
        listState={list}
        fixedColumns={fixedColumns}
        searchLabel={
          parent
            ? t({ id: 'students.search_children', message: 'Search children' })
            : t({ id: 'students.search', message: 'Search students' })
        }
        emptyText={
          parent
            ? t({ id: 'students.empty_children', message: 'No children found.' })
            : t({ id: 'students.empty', message: 'No students found.' })
        }
        loading={students.isPending}
        loadError={students.isError ? errorMessage(students.error, studentMessages.loadFailed) : null}
        onRetry={() => void students.refetch()}
        toolbar={
          <HStack gap="2" wrap="wrap">
            {mayImport ? (
              <Button variant="outline" colorPalette="teal" onClick={() => setImporting(true)}>
                {t({ id: 'students.import.open', message: 'Import' })}
              </Button>
            ) : null}
            <Button colorPalette="teal" onClick={() => setAdding(true)}>
              <PlusIcon />
              {parent ? t({ id: 'students.add_child', message: 'Add child' }) : t({ id: 'students.add', message: 'Add student' })}
            </Button>
          </HStack>
        }
      />
      {adding ? (
        <Suspense fallback={null}>
          <AddStudentDialog onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <ImportStudentsDialog onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        itemName={toDelete ? fullName(toDelete) : ''}
        details={deleteDetails}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        busy={remove.isPending}
      />
    </>
  );
}
