import { isApiError } from '@backoffice/api-client';
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeftIcon, DownloadIcon } from '../../../components/icons.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { NotFoundNotice } from '../../../components/NotFoundNotice.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { textCollator } from '../../../lib/collator.ts';
import { INACTIVE_AFTER_DAYS } from '../../../lib/config.ts';
import { saveBlob } from '../../../lib/download.ts';
import { errorMessage, notifyError } from '../../../lib/errors.ts';
import { paths } from '../../../lib/paths.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import type { PrefetchContext, RouteParams } from '../../../lib/route-params.ts';
import { serverStateFor } from '../../../lib/server-state.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { integerFilter, parseSort, useListState, type FilterParams, type SortState } from '../../../lib/use-list-state.ts';
import { prefetchClassProgress, useClassProgressQuery, useFetchProgressExport } from '../api.ts';
import { classMessages } from '../class-messages.ts';
import {
  cellIndex,
  solveRates,
  SORT_KEYS,
  sortRows,
  studentRows,
  topicGroups,
  topicsOf,
  visibleProblems,
  type SortKey,
} from './progress-model.ts';
import { ProgressLegend, ProgressMatrix, ProgressStyles } from './ProgressMatrix.tsx';

interface ProgressFilters {
  /** The one topic shown; 0 for all. */
  topic: number;
}

const FILTERS: FilterParams<ProgressFilters> = { topic: integerFilter(0) };
const BY_NAME: SortState = { key: 'name', direction: 'asc' };
const SORT_CHOICES = ['name', '-name', 'solved', '-solved', 'activity', '-activity'] as const;

/** The matrix starts loading with the screen's chunk (app/routes.ts). */
export function prefetch({ api, token, params }: PrefetchContext): void {
  const id = parseRouteId(params.classId);
  if (typeof id === 'number') prefetchClassProgress(serverStateFor(api, token), id);
}

/**
 * /classes/{classId}/progress (admin, schooladmin, teacher; docs/product/screens.md#class-progress):
 * the class's students × the problems of its topics, who solved what, the totals, each problem's
 * solve rate; one topic or all, three orders (in the address), and the CSV export.
 */
export default function ClassProgressPage({ params }: { params: RouteParams }) {
  const { t, i18n } = useLingui();
  const [locale] = useLocale();
  const id = parseRouteId(params.classId);
  const classId = typeof id === 'number' ? id : null;
  const progress = useClassProgressQuery(classId);
  const list = useListState<ProgressFilters>({ defaultSort: BY_NAME, filters: FILTERS });
  const fetchExport = useFetchProgressExport();
  const [exporting, setExporting] = useState(false);
  // "Now" for the inactivity mark: fixed while the page is open, so that renders agree.
  const [now] = useState(() => Date.now());

  const sortKey: SortKey = SORT_KEYS.includes(list.sort?.key as SortKey) ? (list.sort!.key as SortKey) : 'name';
  const direction = list.sort?.direction ?? 'asc';
  const data = progress.data;
  const topics = useMemo(() => (data ? topicsOf(data.problems) : []), [data]);
  const topicId = topics.some((topic) => topic.problemsetId === list.filters.topic) ? list.filters.topic : 0;

  const view = useMemo(() => {
    if (!data) return null;
    const index = cellIndex(data.cells);
    const shown = visibleProblems(data.problems, topicId);
    const rows = studentRows(data, shown, index, topicId !== 0, now, INACTIVE_AFTER_DAYS);
    const collator = textCollator(locale);
    return {
      index,
      shown,
      groups: topicGroups(shown),
      rows: sortRows(rows, sortKey, direction, collator.compare),
      rates: solveRates(shown, data.students, index),
    };
  }, [data, topicId, sortKey, direction, locale, now]);

  const formatPercent = useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    return (value: number) => format.format(value);
  }, [locale]);

  const backHref = classId === null ? paths.classes.list.href() : paths.classes.detail.href(classId);
  const notFound = (
    <NotFoundNotice
      message={i18n._(classMessages.notFound)}
      backHref={paths.classes.list.href()}
      backLabel={t({ id: 'class.back', message: 'Back to classes' })}
    />
  );

  const exportCsv = async () => {
    if (classId === null) return;
    setExporting(true);
    try {
      const { blob, fileName } = await fetchExport(classId, locale);
      saveBlob(blob, fileName);
    } catch (error) {
      void notifyError(error, classMessages.progressExportFailed);
    } finally {
      setExporting(false);
    }
  };

  const name = data?.name;
  const heading = name
    ? t({ id: 'progress.heading', message: `Progress of class ${name}` })
    : t({ id: 'progress.title', message: 'Class progress' });

  let body;
  if (classId === null) body = notFound;
  else if (progress.isPending) body = <LoadingScreen minH="40vh" />;
  else if (progress.error) {
    body =
      isApiError(progress.error) && progress.error.status === 404 ? (
        notFound
      ) : (
        <LoadFailed
          message={errorMessage(progress.error, classMessages.progressLoadFailed)}
          onRetry={() => void progress.refetch()}
          busy={progress.isFetching}
        />
      );
  } else if (view) {
    const sortValue = direction === 'desc' ? `-${sortKey}` : sortKey;
    const sortLabels: Record<(typeof SORT_CHOICES)[number], string> = {
      name: t({ id: 'progress.sort.name', message: 'Name (A–Z)' }),
      '-name': t({ id: 'progress.sort.name_desc', message: 'Name (Z–A)' }),
      solved: t({ id: 'progress.sort.solved', message: 'Solved share (lowest first)' }),
      '-solved': t({ id: 'progress.sort.solved_desc', message: 'Solved share (highest first)' }),
      activity: t({ id: 'progress.sort.activity', message: 'Last activity (oldest first)' }),
      '-activity': t({ id: 'progress.sort.activity_desc', message: 'Last activity (newest first)' }),
    };
    body = (
      <Stack gap="4">
        <ProgressStyles />
        <HStack gap="4" wrap="wrap" align="flex-end">
          <Field.Root width="auto" minW="12rem">
            <Field.Label>{t({ id: 'progress.topic', message: 'Topic' })}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={String(topicId)}
                onChange={(event) => list.setFilter('topic', Number(event.currentTarget.value))}
              >
                <option value="0">{t({ id: 'progress.topic_all', message: 'All topics' })}</option>
                {topics.map((topic) => (
                  <option key={topic.problemsetId} value={String(topic.problemsetId)}>
                    {topic.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="auto" minW="14rem">
            <Field.Label>{t({ id: 'progress.sort', message: 'Sort by' })}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={sortValue} onChange={(event) => list.setSort(parseSort(event.currentTarget.value))}>
                {SORT_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {sortLabels[choice]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button size="sm" variant="outline" onClick={() => void exportCsv()} loading={exporting} ms={{ md: 'auto' }}>
            <DownloadIcon />
            {t({ id: 'progress.export', message: 'Export CSV' })}
          </Button>
        </HStack>
        <ProgressLegend />
        {view.rows.length === 0 || view.shown.length === 0 ? (
          <Text color="fg.muted">
            {view.rows.length === 0
              ? t({ id: 'progress.no_students', message: 'This class has no students yet.' })
              : t({ id: 'progress.no_problems', message: 'The class has no topics with problems yet.' })}
          </Text>
        ) : (
          <ProgressMatrix
            caption={heading}
            problems={view.shown}
            groups={view.groups}
            rows={view.rows}
            rates={view.rates}
            index={view.index}
            formatPercent={formatPercent}
          />
        )}
      </Stack>
    );
  }

  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="2" ms="-2">
        <Link href={backHref}>
          <ArrowLeftIcon />
          {name
            ? t({ id: 'progress.back', message: `Back to class ${name}` })
            : t({ id: 'class.back', message: 'Back to classes' })}
        </Link>
      </Button>
      <PageHeading>{heading}</PageHeading>
      {body}
    </>
  );
}
