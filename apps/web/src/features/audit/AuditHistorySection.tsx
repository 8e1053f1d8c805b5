import type { AuditEntityType } from '@backoffice/api-client';
import { Box, Button, Card, chakra, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { ChevronRightIcon } from '../../components/icons.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { hasRole } from '../../lib/permissions.ts';
import { userAtom } from '../../lib/session.ts';
import { ActorText } from './ActorText.tsx';
import { useAuditEntriesQuery } from './api.ts';
import { recordQuery } from './audit-filters.ts';
import { ChangesList, OperationText } from './AuditEntryParts.tsx';
import { actorHref } from './entity-links.ts';
import { TextLink } from './TextLink.tsx';

/** The newest entries a History section shows; the audit log has the rest. */
export const HISTORY_SIZE = 10;

const loadFailed = msg({ id: 'audit.error_load', message: 'The audit log could not be loaded.' });

export interface AuditHistorySectionProps {
  entityType: AuditEntityType;
  entityId: string | number;
}

/**
 * A record's change history (docs/product/screens.md#audit-log) on its page, for admins and
 * schooladmins only: closed at first and loaded only when opened (most visits do not need it),
 * then the newest entries about the record with who, what and the changes, and a link to the
 * audit log filtered to the record. Other roles see nothing of it.
 */
export function AuditHistorySection(props: AuditHistorySectionProps) {
  const viewer = useAtomValue(userAtom);
  if (!hasRole(viewer, paths.audit.list.roles)) return null;
  return <HistoryCard {...props} />;
}

function HistoryCard({ entityType, entityId }: AuditHistorySectionProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid="audit-history">
      <Card.Header pb={open ? undefined : '5'}>
        <Heading as="h2" size="lg" id={headingId}>
          <chakra.button
            type="button"
            display="inline-flex"
            alignItems="center"
            gap="2"
            rounded="sm"
            cursor="pointer"
            aria-expanded={open}
            aria-controls={panelId}
            _focusVisible={{ outline: '2px solid', outlineColor: 'teal.500', outlineOffset: '2px' }}
            onClick={() => setOpen((was) => !was)}
          >
            <Box as="span" display="inline-flex" transition="transform 0.15s" transform={open ? 'rotate(90deg)' : undefined} aria-hidden="true">
              <ChevronRightIcon />
            </Box>
            {t({ id: 'audit.history', message: 'Change history' })}
          </chakra.button>
        </Heading>
      </Card.Header>
      <Card.Body id={panelId} hidden={!open} pt="0">
        {open ? <HistoryEntries entityType={entityType} entityId={entityId} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

function HistoryEntries({ entityType, entityId }: AuditHistorySectionProps) {
  const { t } = useLingui();
  const viewer = useAtomValue(userAtom);
  const entries = useAuditEntriesQuery({ entity_type: entityType, entity_id: String(entityId), page: 1, per_page: HISTORY_SIZE });
  const allHref = paths.audit.list.href(recordQuery(entityType, entityId));

  if (entries.isPending) return <Spinner size="sm" color="fg.muted" role="status" aria-label={t({ id: 'common.loading', message: 'Loading…' })} />;
  if (entries.isError) {
    return (
      <HStack gap="3" role="alert" wrap="wrap">
        <Text color="fg.error">{errorMessage(entries.error, loadFailed)}</Text>
        <Button size="sm" variant="outline" onClick={() => void entries.refetch()}>
          {t({ id: 'common.retry', message: 'Try again' })}
        </Button>
      </HStack>
    );
  }
  const { items, total } = entries.data;
  if (items.length === 0) return <Text color="fg.muted">{t({ id: 'audit.history_empty', message: 'Nothing has been recorded about this yet.' })}</Text>;
  return (
    <Stack gap="3">
      <Stack as="ol" gap="0" listStyleType="none" m="0" p="0">
        {items.map((entry) => (
          <Box as="li" key={entry.audit_id} py="2" borderTopWidth="1px" _first={{ borderTopWidth: '0' }}>
            {/* Who and what on one line (wrapping), the changes below at full width: the section
                sits on wide pages and in a narrow dialog alike. */}
            <Stack gap="1">
              <HStack gap="4" wrap="wrap" align="baseline" rowGap="1">
                <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Text>
                <OperationText entry={entry} />
                <Box fontSize="sm">
                  <ActorText entry={entry} href={actorHref(viewer, entry.actor_user_id)} />
                </Box>
              </HStack>
              <ChangesList changes={entry.changes} />
            </Stack>
          </Box>
        ))}
      </Stack>
      <Text fontSize="sm">
        <TextLink href={allHref}>
          {total > items.length
            ? t({ id: 'audit.history_all_count', message: `All ${total} entries in the audit log` })
            : t({ id: 'audit.history_all', message: 'Show in the audit log' })}
        </TextLink>
      </Text>
    </Stack>
  );
}
