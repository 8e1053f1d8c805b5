import type { RouteParams } from '../../lib/route-params.ts';
import { AuditHistorySection } from '../../features/audit/index.ts';
import { StudentConversationsSection, StudentHistorySection } from '../../features/conversations/index.ts';
import { StudentOpenReviews } from '../../features/reviews/index.ts';
import { AfterStudentProblems, StudentPage as StudentPageFrame, StudentProblems } from '../../features/students/index.ts';

export { prefetchStudentPage as prefetch } from '../../features/students/index.ts';

/**
 * /students/{studentId}: the students feature's page with the sections of two features below
 * its header, in page order: the open reviews of the student's conversations, the assigned problems, the history, the conversations, and for
 * admins and schooladmins the audit feature's change history (these three once the problems
 * are in place, so that they are not pushed down while read). Composed
 * here so that neither feature imports the other.
 */
export default function StudentPage({ params }: { params: RouteParams }) {
  return (
    <StudentPageFrame
      params={params}
      sections={(student) => (
        <>
          <StudentOpenReviews studentId={student.student_id} />
          <StudentProblems student={student} />
          <AfterStudentProblems studentId={student.student_id}>
            <StudentHistorySection student={student} />
            <StudentConversationsSection student={student} />
            <AuditHistorySection entityType="student" entityId={student.student_id} />
          </AfterStudentProblems>
        </>
      )}
    />
  );
}
