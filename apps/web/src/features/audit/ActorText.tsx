import type { AuditEntry } from '@backoffice/api-client';
import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ROLE_WORDS } from './field-labels.ts';
import { TextLink } from './TextLink.tsx';


/**
 * Who acted: their name (linked to them where that is possible), their role then and the
 * client's address; the server itself for its own work, "unknown" for a failed sign-in.
 */
export function ActorText({ entry, href }: { entry: Pick<AuditEntry, 'actor_name' | 'actor_role' | 'actor_user_id' | 'operation_id' | 'ip'>; href?: string }) {
  const { t, i18n } = useLingui();
  const name =
    entry.actor_name ??
    (entry.actor_user_id === null && entry.operation_id !== 'login'
      ? t({ id: 'audit.actor_system', message: 'System' })
      : t({ id: 'audit.actor_unknown', message: 'Unknown' }));
  const details = [entry.actor_role ? i18n._(ROLE_WORDS[entry.actor_role]) : null, entry.ip].filter(Boolean).join(' · ');
  return (
    <Stack gap="0" minW="0">
      <Text as="span">{href && entry.actor_name ? <TextLink href={href}>{name}</TextLink> : name}</Text>
      {details ? (
        <Text as="span" fontSize="xs" color="fg.muted">
          {details}
        </Text>
      ) : null}
    </Stack>
  );
}
