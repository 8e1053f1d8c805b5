import type { Student } from '@backoffice/api-client';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { usePending } from '../../lib/pending-by-key.ts';
import type { StudentActiveToggle } from './api.ts';

/**
 * A row's active switch (the list's useStudentActiveToggle). While it saves, the switch already
 * shows the new state; on failure it falls back to the server's state with the message.
 */
export function StudentActiveSwitch({ student, label, toggler }: { student: Student; label: string; toggler: StudentActiveToggle }) {
  const pending = usePending(toggler.pending, student.student_id);
  return (
    <ToggleSwitch
      checked={pending ?? student.active}
      label={label}
      busy={pending !== undefined}
      onChange={(active) => toggler.toggle(student.student_id, active)}
    />
  );
}
