import type { Student } from '@backoffice/api-client';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { notifyError } from '../../lib/errors.ts';
import { useUpdateStudentMutation } from './api.ts';
import { studentMessages } from './student-messages.ts';

/**
 * A row's active toggle: sends PUT {active} alone (spec §4). While it saves the switch already
 * shows the new state; on failure it falls back to the server's state with the message.
 */
export function StudentActiveSwitch({ student, label }: { student: Student; label: string }) {
  // One mutation per row, so that toggles of different rows do not share a pending state.
  const update = useUpdateStudentMutation();
  const pending = update.isPending ? update.variables?.body.active : undefined;
  return (
    <ToggleSwitch
      checked={pending ?? student.active}
      label={label}
      busy={update.isPending}
      onChange={(active) =>
        update.mutate(
          { id: student.student_id, body: { active } },
          { onError: (failure) => void notifyError(failure, studentMessages.statusFailed) },
        )
      }
    />
  );
}
