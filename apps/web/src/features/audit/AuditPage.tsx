import { AUDIT_PER_PAGE, type AuditEntry } from '@backoffice/api-client';
import { Box, Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pagination, scrollToListTop } from '../../components/Pagination.tsx';
import { textCollator } from '../../lib/collator.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { pageCount } from '../../lib/pagination.ts';
import { userAtom } from '../../lib/session.ts';
import { readListState, useListState } from '../../lib/use-list-state.ts';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { serverStateFor } from '../../lib/server-state.tsx';
import { prefetchAuditEntries, useActorChoicesQuery, useAuditEntriesQuery } from './api.ts';
import { AUDIT_FILTERS, germanDay, parseGermanDay, toAuditQuery, type AuditFilters } from './audit-filters.ts';
import { ChangesList, OperationText, recordText, useEntityTypeLabel } from './AuditEntryParts.tsx';
import { actorHref, recordHref } from './entity-links.ts';
import { ENTITY_TYPE_LABELS } from './entity-labels.ts';
import { OPERATION_LABELS, RECORDED_OPERATIONS } from './operation-labels.ts';
import { TextLink } from './TextLink.tsx';
import { ActorText } from './ActorText.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';

const loadFailed = msg({ id: 'audit.error_load', message: 'The audit log could not be loaded.' });
const PER_PAGE = AUDIT_PER_PAGE.default;
const LIST_OPTIONS = { filters: AUDIT_FILTERS };
// The columns' widths, and the table's least width with the changes column's share: a page of 50
// entries comes in ten rows a frame (DataTable), and with widths worked out from the rows a long
// record's name in a later frame moved every column above it. Long texts break inside their
// cells; a narrower window scrolls.
const COLUMN_REM = { at: 9.5, actor: 11, operation: 11, record: 13 };
const CHANGES_MIN_REM = 12;
const FIXED_COLUMNS = { minWidth: `${Object.values(COLUMN_REM).reduce((sum, rem) => sum + rem, CHANGES_MIN_REM)}rem` };
const rem = (key: keyof typeof COLUMN_REM) => `${COLUMN_REM[key]}rem`;
const rowKey = (entry: AuditEntry) => entry.audit_id;

/** The page of entries the URL asks for starts loading with the screen's chunk (app/routes.ts). */
export function prefetch({ api, token, search }: PrefetchContext): void {
  const { filters, page } = readListState<AuditFilters>(search, LIST_OPTIONS);
  prefetchAuditEntries(serverStateFor(api, token), toAuditQuery(filters, page, PER_PAGE));
}

/**
 * /audit (admin, schooladmin; docs/product/screens.md#audit-log): the entries in the viewer's
 * scope, newest first, 50 a page, with filters for the kind of record, the operation, the
 * actor and a date range, all kept in the URL. A record's entries (?entity_type=&entity_id=, the
 * History sections' link) show as a filter that can be removed. Each row: when, who (linked to
 * the user), what in words (with a sign-in's outcome), which record (linked to its page) and
 * the changes as "field: before → after".
 */
export default function AuditPage() {
  const { t, i18n } = useLingui();
  const viewer = useAtomValue(userAtom);
  const list = useListState<AuditFilters>(LIST_OPTIONS);
  const { filters, page, setFilter } = list;
  const entries = useAuditEntriesQuery(toAuditQuery(filters, page, PER_PAGE));
  const actors = useActorChoicesQuery();
  const entityLabel = useEntityTypeLabel();
  const listTop = useRef<HTMLDivElement>(null);
  const title = t({ id: 'audit.title', message: 'Audit log' });

  const total = entries.data?.total ?? 0;
  const pages = pageCount(total, PER_PAGE);
  const changePage = (next: number) => {
    list.setPage(next);
    scrollToListTop(listTop.current);
  };

  const collator = textCollator(i18n.locale);
  const operationOptions = useMemo(
    () =>
      RECORDED_OPERATIONS.map((id) => ({ value: id, label: i18n._(OPERATION_LABELS[id]) }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    [i18n, collator],
  );
  const entityOptions = useMemo(
    () =>
      (Object.keys(ENTITY_TYPE_LABELS) as (keyof typeof ENTITY_TYPE_LABELS)[])
        .map((type) => ({ value: type, label: i18n._(ENTITY_TYPE_LABELS[type]) }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    [i18n, collator],
  );
  const actorOptions = useMemo(() => {
    const users = (actors.data ?? [])
      .map((user) => ({ value: String(user.user_id), label: `${user.lastname}, ${user.firstname}`.trim() }))
      .sort((a, b) => collator.compare(a.label, b.label));
    // An actor from a link who is not in the list (deleted, another school) still shows as chosen.
    if (filters.actor && !users.some((user) => user.value === String(filters.actor))) {
      users.unshift({ value: String(filters.actor), label: t({ id: 'audit.actor_number', message: `User ${filters.actor}` }) });
    }
    return users;
  }, [actors.data, filters.actor, collator, t]);

  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      {
        key: 'at',
        header: t({ id: 'audit.column.at', message: 'Time' }),
        sortable: false,
        kind: 'title',
        width: rem('at'),
        render: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
      },
      {
        key: 'actor',
        header: t({ id: 'audit.column.actor', message: 'Who' }),
        sortable: false,
        width: rem('actor'),
        wrap: true,
        render: (entry) => <ActorText entry={entry} href={actorHref(viewer, entry.actor_user_id)} />,
      },
      {
        key: 'operation',
        header: t({ id: 'audit.column.operation', message: 'What' }),
        sortable: false,
        width: rem('operation'),
        wrap: true,
        render: (entry) => <OperationText entry={entry} />,
      },
      {
        key: 'record',
        header: t({ id: 'audit.column.record', message: 'Record' }),
        sortable: false,
        width: rem('record'),
        wrap: true,
        render: (entry) => {
          const text = recordText(entry, entityLabel);
          const href = recordHref(viewer, entry);
          return href ? <TextLink href={href}>{text}</TextLink> : text;
        },
      },
      {
        key: 'changes',
        header: t({ id: 'audit.column.changes', message: 'Changes' }),
        sortable: false,
        wrap: true,
        render: (entry) => <ChangesList changes={entry.changes} />,
      },
    ],
    [t, viewer, entityLabel],
  );

  const filtered =
    !!filters.entity_type || !!filters.operation || !!filters.actor || !!filters.from || !!filters.to || !!filters.entity_id;
  const [, setParams] = useSearchParams();
  /** Sets several filters in one step ('' removes one), back on the first page: one history entry. */
  const setFilters = useCallback(
    (changes: Partial<Record<keyof AuditFilters, string>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );
  const clearFilters = () => setFilters({ entity_type: '', entity_id: '', operation: '', actor: '', from: '', to: '' });

  return (
    <Box>
      <PageHeading>{title}</PageHeading>
      <Stack gap="4" mb="5" p={{ base: '3', md: '4' }} borderWidth="1px" rounded="lg" bg="bg.subtle" role="search" aria-label={t({ id: 'audit.filters', message: 'Filter the audit log' })}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4" alignItems="start">
          <FilterSelect
            label={t({ id: 'audit.filter_entity', message: 'Kind of record' })}
            value={filters.entity_type}
            // Another kind of record drops the one record chosen by a link.
            onChange={(value) => setFilters({ entity_type: AUDIT_FILTERS.entity_type.parse(value), entity_id: '' })}
            options={[{ value: '', label: t({ id: 'audit.filter_all_entities', message: 'All records' }) }, ...entityOptions]}
          />
          <FilterSelect
            label={t({ id: 'audit.filter_operation', message: 'Operation' })}
            value={filters.operation}
            onChange={(value) => setFilter('operation', value)}
            options={[{ value: '', label: t({ id: 'audit.filter_all_operations', message: 'All operations' }) }, ...operationOptions]}
          />
          <FilterSelect
            label={t({ id: 'audit.filter_actor', message: 'Who' })}
            value={filters.actor ? String(filters.actor) : ''}
            onChange={(value) => setFilter('actor', AUDIT_FILTERS.actor.parse(value))}
            options={[{ value: '', label: t({ id: 'audit.filter_all_actors', message: 'Everybody' }) }, ...actorOptions]}
          />
          <DateFilter label={t({ id: 'audit.filter_from', message: 'From' })} value={filters.from} onChange={(value) => setFilter('from', value)} />
          <DateFilter label={t({ id: 'audit.filter_to', message: 'To' })} value={filters.to} onChange={(value) => setFilter('to', value)} />
        </SimpleGrid>
        <HStack gap="3" wrap="wrap" justify="space-between">
          <HStack gap="3" wrap="wrap">
            {filters.entity_type && filters.entity_id ? (
              <Text fontSize="sm" data-testid="audit-record-filter">
                {t({
                  id: 'audit.record_filter',
                  // The listed entries are all this record's: the newest names it as it is now.
                  message: `Only: ${recordText({ entity_type: filters.entity_type, entity_id: filters.entity_id, entity_name: entries.data?.items[0]?.entity_name }, entityLabel)}`,
                })}
              </Text>
            ) : null}
            <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="audit-count">
              {entries.data ? t({ id: 'audit.count', message: plural(total, { one: '# entry', other: '# entries' }) }) : null}
            </Text>
          </HStack>
          {filtered ? (
            <Button size="sm" variant="outline" onClick={clearFilters}>
              {t({ id: 'audit.clear_filters', message: 'Show all entries' })}
            </Button>
          ) : null}
        </HStack>
      </Stack>

      <Box ref={listTop} tabIndex={-1} outline="none" scrollMarginTop={{ base: '5rem', md: '8rem' }}>
        <DataTable
          caption={title}
          columns={columns}
          rows={entries.data?.items ?? []}
          rowKey={rowKey}
          stackOnPhone
          fixedColumns={FIXED_COLUMNS}
          loading={entries.isPending || entries.isFetching}
          loadError={entries.isError ? errorMessage(entries.error, loadFailed) : null}
          onRetry={() => void entries.refetch()}
          emptyText={t({ id: 'audit.empty', message: 'No entries found.' })}
        />
      </Box>
      {pages > 1 ? (
        <Box mt="6">
          <Pagination page={Math.min(page, pages)} totalPages={pages} onPageChange={changePage} />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * A calendar day typed in the German format (TT.MM.JJJJ), whatever the browser's language: the
 * browser's own date field would show its language's format. It applies on Enter or when left;
 * a day that cannot be read is said so (and described to screen readers), and nothing changes.
 */
function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => germanDay(value));
  const [invalid, setInvalid] = useState(false);
  const hintId = useId();
  // The URL changed from elsewhere (back, "Show all entries"): the field follows.
  useEffect(() => {
    setDraft(germanDay(value));
    setInvalid(false);
  }, [value]);
  const apply = () => {
    const day = parseGermanDay(draft);
    if (day === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (day !== value) onChange(day);
  };
  return (
    <Box>
      <Text as="label" fontSize="sm" fontWeight="medium" display="block">
        {label}
        <Input
          size="sm"
          mt="1"
          bg="bg"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t({ id: 'audit.date_placeholder', message: 'DD.MM.YYYY' })}
          value={draft}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setInvalid(false);
            setDraft(event.currentTarget.value);
          }}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      </Text>
      <Text id={hintId} fontSize="xs" mt="1" color={invalid ? 'fg.error' : 'fg.muted'} role={invalid ? 'alert' : undefined}>
        {invalid
          ? t({ id: 'audit.date_invalid', message: 'Please enter a day as DD.MM.YYYY.' })
          : t({ id: 'audit.date_hint', message: 'e.g. 27.11.2026' })}
      </Text>
    </Box>
  );
}
