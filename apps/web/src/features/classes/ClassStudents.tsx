import type { Student } from '@backoffice/api-client';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { RemoveIcon } from '../../components/icons.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { SearchableSelect } from '../../components/SearchableSelect.tsx';
import { formatDateTime, parseServerDate } from '../../lib/dates.ts';
import { errorMessage, errorMessages, notifyDeleteError, notifyError, notifySuccess } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { userAtom } from '../../lib/session.ts';
import {
  useAddClassStudentMutation,
  useClassStudentsQuery,
  useRemoveClassStudentMutation,
  useUnassignedStudentsQuery,
} from './api.ts';
import { classMessages } from './class-messages.ts';
import { ClassSection } from './ClassSection.tsx';

const fullName = (student: Pick<Student, 'firstname' | 'lastname'>) => `${student.firstname} ${student.lastname}`.trim();

/**
 * The class page's students (spec §2): sorted by last name at first, an add-student dropdown
 * searchable by typing that offers only students without a class, and a remove per row with a
 * confirmation. A removed student stays in the school without a class.
 */
export function ClassStudents({ classId, className }: { classId: number; className: string }) {
  const { t } = useLingui();
  const isAdmin = useAtomValue(userAtom)?.usertype === 'admin';
  const students = useClassStudentsQuery(classId);
  const candidates = useUnassignedStudentsQuery(classId);
  const add = useAddClassStudentMutation();
  const remove = useRemoveClassStudentMutation();
  const [toRemove, setToRemove] = useState<Student | null>(null);

  // The list's own failure shows in the table with a retry; the add menu's choices only warn.
  useEffect(() => {
    if (candidates.error) void notifyError(candidates.error, errorMessages.error);
  }, [candidates.error]);

  // Admins are offered students of every school (and children without one): the school tells
  // two students of the same name apart and shows who would move.
  const candidateLabel = (student: Student) => {
    const name = `${student.lastname}, ${student.firstname}`;
    if (!isAdmin) return name;
    const school = student.school_name ?? t({ id: 'class.student_no_school', message: 'no school' });
    return `${name} (${school})`;
  };

  const columns = useMemo<Column<Student>[]>(
    () => [
      { key: 'lastname', header: t({ id: 'class.students.column.lastname', message: 'Last name' }), truncate: true },
      { key: 'firstname', header: t({ id: 'class.students.column.firstname', message: 'First name' }), truncate: true },
      {
        key: 'lastlogin',
        header: t({ id: 'class.students.column.lastlogin', message: 'Last login' }),
        sortValue: (student) => parseServerDate(student.lastlogin),
        render: (student) => formatDateTime(student.lastlogin),
      },
      {
        key: 'problems',
        header: t({ id: 'class.students.column.problems', message: 'Problems solved' }),
        align: 'end',
        sortValue: (student) => student.problem_solved,
        render: (student) => `${student.problem_solved} / ${student.problem_total}`,
      },
      {
        key: 'actions',
        header: t({ id: 'class.students.column.actions', message: 'Actions' }),
        sortable: false,
        align: 'end',
        kind: 'actions',
        render: (student) => (
          <RowIconButton
            tone="red"
            label={t({ id: 'class.remove_student_named', message: `Remove ${fullName(student)} from the class` })}
            title={t({ id: 'class.remove_student', message: 'Remove from the class' })}
            onClick={() => setToRemove(student)}
          >
            <RemoveIcon />
          </RowIconButton>
        ),
      },
    ],
    [t],
  );

  const addStudent = (student: Student) => {
    add.mutate(
      { classId, studentId: student.student_id },
      {
        onSuccess: () => void notifySuccess(t({ id: 'class.student_added', message: 'Student added to the class' })),
        onError: (error) => void notifyError(error, classMessages.addStudentFailed),
      },
    );
  };

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await remove.mutateAsync({ classId, studentId: toRemove.student_id });
      void notifySuccess(t({ id: 'class.student_removed', message: 'Student removed from the class' }));
    } catch (error) {
      void notifyDeleteError(error, classMessages.removeStudentFailed);
    } finally {
      setToRemove(null);
    }
  };

  const removeName = toRemove ? fullName(toRemove) : '';
  return (
    <ClassSection title={t({ id: 'class.students.title', message: 'Students' })} count={students.data?.length}>
      <SearchableSelect
        label={t({ id: 'class.add_student', message: 'Add student' })}
        items={candidates.data ?? []}
        itemKey={(student) => student.student_id}
        itemLabel={candidateLabel}
        onSelect={addStudent}
        loading={candidates.isFetching || add.isPending}
        emptyText={t({ id: 'class.add_student_none', message: 'No student without a class found' })}
      />
      <DataTable
        caption={t({ id: 'class.students.caption', message: `Students of class ${className}` })}
        columns={columns}
        rows={students.data ?? []}
        loadError={students.isError ? errorMessage(students.error, errorMessages.error) : null}
        onRetry={() => void students.refetch()}
        rowKey={(student) => student.student_id}
        defaultSort={{ key: 'lastname', direction: 'asc' }}
        rowHref={(student) => paths.students.detail.href(student.student_id)}
        stackOnPhone
        isRowInactive={(student) => !student.active}
        emptyText={t({ id: 'class.students.empty', message: 'This class has no students yet.' })}
        loading={students.isPending}
      />
      <ConfirmDialog
        open={toRemove !== null}
        itemName={removeName}
        title={t({ id: 'class.remove_student_title', message: 'Remove student' })}
        question={t({
          id: 'class.remove_student_question',
          message: `Do you really want to remove “${removeName}” from class “${className}”?`,
        })}
        details={t({
          id: 'class.remove_student_details',
          message: 'The student stays in the school without a class; nothing is deleted.',
        })}
        confirmLabel={t({ id: 'common.remove', message: 'Remove' })}
        undoable
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
        busy={remove.isPending}
      />
    </ClassSection>
  );
}
