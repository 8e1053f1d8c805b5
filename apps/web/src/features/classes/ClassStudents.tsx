import type { Student } from '@backoffice/api-client';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { formatDateTime, parseServerDate } from '../../lib/dates.ts';
import { userAtom } from '../../lib/session.ts';
import { paths } from '../../lib/paths.ts';
import {
  useAddClassStudentMutation,
  useClassStudentsQuery,
  useRemoveClassStudentMutation,
  useUnassignedStudentsQuery,
} from './api.ts';
import { classMessages } from './class-messages.ts';
import { ClassMemberSection, type ClassMemberKind } from './ClassMemberSection.tsx';

const fullName = (student: Pick<Student, 'firstname' | 'lastname'>) => `${student.firstname} ${student.lastname}`.trim();

/**
 * The class page's students (docs/product/screens.md): sorted by last name at first, an add-student dropdown
 * that offers only students without a class, and a remove per row. A removed student stays in
 * the school without a class.
 */
export function ClassStudents({ classId, className }: { classId: number; className: string }) {
  const { t } = useLingui();
  const isAdmin = useAtomValue(userAtom)?.usertype === 'admin';
  const students = useClassStudentsQuery(classId);
  const candidates = useUnassignedStudentsQuery(classId);
  const add = useAddClassStudentMutation();
  const remove = useRemoveClassStudentMutation();

  const kind = useMemo<ClassMemberKind<Student>>(
    () => ({
      title: t({ id: 'class.students.title', message: 'Students' }),
      columns: [
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
      ],
      caption: t({ id: 'class.students.caption', message: `Students of class ${className}` }),
      emptyText: t({ id: 'class.students.empty', message: 'This class has no students yet.' }),
      rowKey: (student) => student.student_id,
      rowHref: (student) => paths.students.detail.href(student.student_id),
      defaultSort: { key: 'lastname', direction: 'asc' },
      isRowInactive: (student) => !student.active,
      addLabel: t({ id: 'class.add_student', message: 'Add student' }),
      addNone: t({ id: 'class.add_student_none', message: 'No student without a class found' }),
      candidateKey: (student) => student.student_id,
      // Admins are offered students of every school (and children without one): the school
      // tells two students of the same name apart and shows who would move.
      candidateLabel: (student) => {
        const name = `${student.lastname}, ${student.firstname}`;
        if (!isAdmin) return name;
        const school = student.school_name ?? t({ id: 'class.student_no_school', message: 'no school' });
        return `${name} (${school})`;
      },
      added: t({ id: 'class.student_added', message: 'Student added to the class' }),
      addFailed: classMessages.addStudentFailed,
      name: fullName,
      removeLabel: (student) => t({ id: 'class.remove_student_named', message: `Remove ${fullName(student)} from the class` }),
      removeTitle: t({ id: 'class.remove_student', message: 'Remove from the class' }),
      removeDialogTitle: t({ id: 'class.remove_student_title', message: 'Remove student' }),
      removeQuestion: (removeName) =>
        t({
          id: 'class.remove_student_question',
          message: `Do you really want to remove “${removeName}” from class “${className}”?`,
        }),
      removeDetails: t({
        id: 'class.remove_student_details',
        message: 'The student stays in the school without a class; nothing is deleted.',
      }),
      removed: t({ id: 'class.student_removed', message: 'Student removed from the class' }),
      removeFailed: classMessages.removeStudentFailed,
    }),
    [t, className, isAdmin],
  );

  return (
    <ClassMemberSection
      kind={kind}
      members={students}
      candidates={candidates}
      onAdd={(student, callbacks) => add.mutate({ classId, studentId: student.student_id }, callbacks)}
      adding={add.isPending}
      onRemove={(student) => remove.mutateAsync({ classId, studentId: student.student_id })}
      removing={remove.isPending}
    />
  );
}
