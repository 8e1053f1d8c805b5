import type { AuditEntry } from '@backoffice/api-client';
import { Badge, Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { changedFields, shortValue, valueText } from './audit-values.ts';
import { ENTITY_TYPE_LABELS, OUTCOME_LABELS } from './entity-labels.ts';
import { fieldLabel, valueWords } from './field-labels.ts';
import { isKnownOperation, OPERATION_LABELS } from './operation-labels.ts';
import { formatDecimal } from '../../lib/numbers.ts';

/** The words for an operation; an operationId we have no words for is shown as it is. */
export function useOperationLabel(): (operationId: string) => string {
  const { i18n } = useLingui();
  return (operationId) => (isKnownOperation(operationId) ? i18n._(OPERATION_LABELS[operationId]) : operationId);
}

/** The operation in words, and for a sign-in whether it succeeded (a failure stands out). */
export function OperationText({ entry }: { entry: Pick<AuditEntry, 'operation_id' | 'outcome'> }) {
  const { i18n } = useLingui();
  const label = useOperationLabel()(entry.operation_id);
  const showsOutcome = entry.operation_id === 'login' || entry.outcome === 'failure';
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="span">{label}</Text>
      {showsOutcome ? (
        <Badge colorPalette={entry.outcome === 'failure' ? 'red' : 'green'} variant="subtle">
          {i18n._(OUTCOME_LABELS[entry.outcome])}
        </Badge>
      ) : null}
    </HStack>
  );
}

/**
 * The record's kind in words and what people call it, as it was then (`Student: Lena Fischer`);
 * its id where no name was recorded (`Student k7m2…`).
 */
export function recordText(
  entry: Pick<AuditEntry, 'entity_type' | 'entity_id'> & { entity_name?: string | null },
  label: (type: AuditEntry['entity_type']) => string,
): string {
  const kind = label(entry.entity_type);
  if (entry.entity_name) return `${kind}: ${entry.entity_name}`;
  return entry.entity_id ? `${kind} ${entry.entity_id}` : kind;
}

export function useEntityTypeLabel(): (type: AuditEntry['entity_type']) => string {
  const { i18n } = useLingui();
  return (type) => i18n._(ENTITY_TYPE_LABELS[type]);
}

/** One recorded value: in words where the field has fixed values, else plain text, a long one cut with the whole in its title. */
function Value({ field, value }: { field: string; value: unknown }) {
  const { t, i18n } = useLingui();
  const words = valueWords(field, value, (descriptor) => i18n._(descriptor));
  const text = words ?? valueText(value, (bytes) =>
    bytes >= 1024
      ? t({ id: 'audit.file_kb', message: `file, ${formatDecimal(bytes / 1024)} kB` })
      : t({ id: 'audit.file_bytes', message: `file, ${bytes} bytes` }),
  );
  const { shown, full } = shortValue(text);
  return (
    <Text as="span" title={full} wordBreak="break-word">
      {shown}
    </Text>
  );
}

/**
 * The changes as "field: before → after", one line each (docs/product/screens.md#audit-log). The
 * arrow is read as "to" by screen readers. Nothing when the entry changed no field (a read).
 */
export function ChangesList({ changes }: { changes: AuditEntry['changes'] }) {
  const { t, i18n } = useLingui();
  const fields = changedFields(changes);
  if (fields.length === 0) return null;
  const to = t({ id: 'audit.change_to', message: 'to' });
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" fontSize="sm" data-testid="audit-changes">
      {fields.map((field) => (
        <Box as="li" key={field} minW="0">
          <Text as="span" color="fg.muted">
            {fieldLabel(field, (descriptor) => i18n._(descriptor))}
          </Text>
          {': '}
          <Value field={field} value={changes[field]?.before} />
          <Text as="span" aria-hidden="true" color="fg.muted">
            {' → '}
          </Text>
          <VisuallyHidden>{`${to} `}</VisuallyHidden>
          <Value field={field} value={changes[field]?.after} />
        </Box>
      ))}
    </Box>
  );
}
