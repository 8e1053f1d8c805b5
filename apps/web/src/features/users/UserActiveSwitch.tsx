import type { User } from '@backoffice/api-client';
import { msg } from '@lingui/core/macro';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { notifyError } from '../../lib/errors.ts';
import { useUpdateUserMutation } from './api.ts';

const statusFailed = msg({ id: 'users.error_status', message: 'Error updating status' });

/**
 * A row's active toggle: sends PUT {active} alone. While it saves the switch already shows the
 * new state; on failure it falls back to the server's state with "Error updating status".
 */
export function UserActiveSwitch({ user, label, disabled }: { user: User; label: string; disabled: boolean }) {
  // One mutation per row, so that toggles of different rows do not share a pending state.
  const update = useUpdateUserMutation();
  const pending = update.isPending ? update.variables?.body.active : undefined;
  return (
    <ToggleSwitch
      checked={pending ?? user.active}
      label={label}
      disabled={disabled}
      busy={update.isPending}
      onChange={(active) =>
        update.mutate({ id: user.user_id, body: { active } }, { onError: (failure) => void notifyError(failure, statusFailed) })
      }
    />
  );
}
