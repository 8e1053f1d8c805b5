import { REVIEWS_PER_PAGE, reviewCategoryValues, reviewSeverityValues, type Review, type ReviewCategory, type ReviewSeverity, type ReviewState } from '@backoffice/api-client';
import { Alert, Badge, Box, Button, Field, HStack, Link as ChakraLink, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pagination, scrollToListTop } from '../../components/Pagination.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { errorMessage, notifyError, notifySuccess } from '../../lib/errors.ts';
import { pageCount } from '../../lib/pagination.ts';
import { paths } from '../../lib/paths.ts';
import { readListState, useListState, type FilterParams } from '../../lib/use-list-state.ts';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { serverStateFor } from '../../lib/server-state.tsx';
import { prefetchReviews, useReviewsQuery, useUpdateReviewMutation, type ReviewsQuery } from './api.ts';
import { MarkedExcerpt } from './MarkedExcerpt.tsx';
import { CATEGORY_LABELS, SELF_HARM_GUIDANCE, SEVERITY_COLORS, SEVERITY_LABELS, SEVERITY_VARIANTS, SOURCE_LABELS, STATE_LABELS } from '../../lib/review-labels.ts';

const loadFailed = msg({ id: 'reviews.error_load', message: 'The review queue could not be loaded.' });
const saveFailed = msg({ id: 'reviews.error_save', message: 'The review could not be saved.' });
const PER_PAGE = REVIEWS_PER_PAGE.default;
const STATE_CHOICES = ['open', 'acknowledged', 'dismissed', 'all'] as const;
type StateChoice = (typeof STATE_CHOICES)[number];

interface ReviewFilters {
  state: StateChoice;
  severity: ReviewSeverity | '';
  category: ReviewCategory | '';
  /** One student's reviews (the student page's link); not a select, shown as a removable note. */
  student: string;
}

function oneOf<T extends string>(values: readonly T[], fallback: T | '') {
  return { defaultValue: fallback, parse: (raw: string | null) => (values.includes(raw as T) ? (raw as T) : fallback), format: (value: T | '') => value };
}

/** The filters in the URL: the open reviews unless asked otherwise (docs/product/screens.md#reviews). */
export const REVIEW_FILTERS: FilterParams<ReviewFilters> = {
  state: oneOf(STATE_CHOICES, 'open') as FilterParams<ReviewFilters>['state'],
  severity: oneOf(reviewSeverityValues, ''),
  category: oneOf(reviewCategoryValues, ''),
  student: { defaultValue: '', parse: (raw) => (raw && /^[a-z2-9]{12}$/.test(raw) ? raw : ''), format: (value) => value },
};
const LIST_OPTIONS = { filters: REVIEW_FILTERS };

function toQuery(filters: ReviewFilters, page: number): ReviewsQuery {
  return {
    ...(filters.state !== 'all' ? { state: filters.state } : {}),
    ...(filters.severity ? { severity: filters.severity } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.student ? { student_id: filters.student } : {}),
    page,
    per_page: PER_PAGE,
  };
}

/** The page of the queue the URL asks for starts loading with the screen's chunk (app/routes.ts). */
export function prefetch({ api, token, search }: PrefetchContext): void {
  const { filters, page } = readListState<ReviewFilters>(search, LIST_OPTIONS);
  prefetchReviews(serverStateFor(api, token), toQuery(filters, page));
}

type Decision = { review: Review; state: Exclude<ReviewState, 'open'> };

/**
 * /reviews (every role; docs/product/screens.md#reviews): messages of students' conversations
 * the server's scan flagged, in the viewer's scope, the most severe and newest first. Filters
 * (state, severity, category) live in the URL. Each item links to the conversation at the
 * message; Acknowledge and Dismiss take an optional note.
 */
export default function ReviewsPage() {
  const { t, i18n } = useLingui();
  const list = useListState<ReviewFilters>(LIST_OPTIONS);
  const { filters, page, setFilter } = list;
  const reviews = useReviewsQuery(toQuery(filters, page));
  const update = useUpdateReviewMutation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const listTop = useRef<HTMLDivElement>(null);
  const total = reviews.data?.total ?? 0;

  const all = t({ id: 'reviews.filter_all', message: 'All' });
  const stateOptions = STATE_CHOICES.map((value) => ({ value, label: value === 'all' ? all : i18n._(STATE_LABELS[value]) }));
  const severityOptions = [{ value: '', label: all }, ...reviewSeverityValues.map((value) => ({ value, label: i18n._(SEVERITY_LABELS[value]) }))];
  const categoryOptions = [{ value: '', label: all }, ...reviewCategoryValues.map((value) => ({ value, label: i18n._(CATEGORY_LABELS[value]) }))];

  const open = (review: Review, state: Decision['state']) => {
    setNote(review.note ?? '');
    setDecision({ review, state });
  };
  const save = async () => {
    if (!decision) return;
    try {
      await update.mutateAsync({ reviewId: decision.review.review_id, state: decision.state, note: note.trim() || null });
      void notifySuccess(
        decision.state === 'acknowledged'
          ? t({ id: 'reviews.saved_acknowledged', message: 'Review acknowledged.' })
          : t({ id: 'reviews.saved_dismissed', message: 'Review dismissed.' }),
      );
      setDecision(null);
    } catch (error) {
      void notifyError(error, saveFailed);
    }
  };

  return (
    <Box>
      <PageHeading>{t({ id: 'reviews.title', message: 'Review queue' })}</PageHeading>
      <Text mb="4" color="fg.muted" maxW="3xl">
        {t({
          id: 'reviews.intro',
          message:
            'Messages from students\u2019 conversations that the server noticed and that an adult should read. Open the conversation to see the message in its context, then acknowledge it (you are taking care of it) or dismiss it (nothing to do).',
        })}
      </Text>
      <Box mb="5" p={{ base: '3', md: '4' }} borderWidth="1px" rounded="lg" bg="bg.subtle" role="search" aria-label={t({ id: 'reviews.filters', message: 'Filter the reviews' })}>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <FilterSelect label={t({ id: 'reviews.filter_state', message: 'State' })} value={filters.state} onChange={(value) => setFilter('state', value as StateChoice)} options={stateOptions} />
          <FilterSelect label={t({ id: 'reviews.filter_severity', message: 'Severity' })} value={filters.severity} onChange={(value) => setFilter('severity', value as ReviewSeverity | '')} options={severityOptions} />
          <FilterSelect label={t({ id: 'reviews.filter_category', message: 'Category' })} value={filters.category} onChange={(value) => setFilter('category', value as ReviewCategory | '')} options={categoryOptions} />
        </SimpleGrid>
        {filters.student && (
          <HStack mt="3" gap="3" wrap="wrap">
            <Text fontSize="sm">{t({ id: 'reviews.only_student', message: 'Only one student\u2019s reviews.' })}</Text>
            <Button size="xs" variant="outline" onClick={() => setFilter('student', '')}>
              {t({ id: 'reviews.all_students', message: 'Show all students' })}
            </Button>
          </HStack>
        )}
      </Box>
      <div ref={listTop} />
      {reviews.isError && !reviews.data ? (
        <LoadFailed message={errorMessage(reviews.error, loadFailed)} onRetry={() => void reviews.refetch()} busy={reviews.isFetching} />
      ) : reviews.data && reviews.data.items.length === 0 ? (
        <Text py="6" color="fg.muted" role="status">
          {t({ id: 'reviews.empty', message: 'No reviews match these filters.' })}
        </Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" aria-busy={reviews.isFetching} aria-label={t({ id: 'reviews.list', message: 'Reviews' })}>
          {(reviews.data?.items ?? []).map((review) => (
            <ReviewItem key={review.review_id} review={review} onDecide={open} />
          ))}
        </Stack>
      )}
      {total > PER_PAGE && (
        <Box mt="5">
          <Pagination
            page={page}
            totalPages={pageCount(total, PER_PAGE)}
            onPageChange={(next) => {
              list.setPage(next);
              scrollToListTop(listTop.current);
            }}
            label={t({ id: 'reviews.pages', message: 'Pages of the review queue' })}
          />
        </Box>
      )}
      {decision && (
      <FormDialog
        open
        title={
          decision.state === 'dismissed'
            ? t({ id: 'reviews.dismiss_title', message: 'Dismiss this review' })
            : t({ id: 'reviews.acknowledge_title', message: 'Acknowledge this review' })
        }
        submitLabel={decision.state === 'dismissed' ? t({ id: 'reviews.dismiss', message: 'Dismiss' }) : t({ id: 'reviews.acknowledge', message: 'Acknowledge' })}
        onSubmit={() => void save()}
        onClose={() => setDecision(null)}
        busy={update.isPending}
      >
        <Field.Root>
          <Field.Label>{t({ id: 'reviews.note', message: 'Note (optional)' })}</Field.Label>
          <Textarea value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={2000} rows={3} autoFocus />
          <Field.HelperText>{t({ id: 'reviews.note_help', message: 'For the other adults: what you did or arranged. No need to repeat the message.' })}</Field.HelperText>
        </Field.Root>
      </FormDialog>
      )}
    </Box>
  );
}

function ReviewItem({ review, onDecide }: { review: Review; onDecide: (review: Review, state: Decision['state']) => void }) {
  const { t, i18n } = useLingui();
  const category = i18n._(CATEGORY_LABELS[review.category]);
  const severity = i18n._(SEVERITY_LABELS[review.severity]);
  const conversationHref = `${paths.students.conversation.href(review.student_id, review.conversation_id)}#m${review.message_id}`;
  return (
    <Box as="li" id={`r${review.review_id}`} borderWidth="1px" borderStartWidth="6px" borderStartColor={`${SEVERITY_COLORS[review.severity]}.500`} rounded="lg" p={{ base: '3', md: '4' }} bg="bg">
      <Stack gap="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="0.5">
            <ChakraLink asChild fontWeight="semibold" color="teal.700" textDecoration="underline">
              <Link href={paths.students.detail.href(review.student_id)}>{review.student_name}</Link>
            </ChakraLink>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={review.created_at}>{formatDateTime(review.created_at)}</time> · {i18n._(SOURCE_LABELS[review.source])}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={SEVERITY_COLORS[review.severity]} variant={SEVERITY_VARIANTS[review.severity]} size="md">
              {severity}
            </Badge>
            <Badge colorPalette="purple" variant="subtle" size="md">
              {category}
            </Badge>
            <Badge variant="outline" size="md">
              {i18n._(STATE_LABELS[review.state])}
            </Badge>
          </HStack>
        </HStack>
        <MarkedExcerpt excerpt={review.excerpt} start={review.match_start} end={review.match_end} />
        {review.category === 'self_harm' && review.state === 'open' && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>{i18n._(SELF_HARM_GUIDANCE)}</Alert.Description>
          </Alert.Root>
        )}
        {review.state !== 'open' && (
          <Text fontSize="sm" color="fg.muted">
            {t({ id: 'reviews.handled_by', message: `${i18n._(STATE_LABELS[review.state])} by ${review.handled_by_name ?? '—'} on ${review.handled_at ? formatDateTime(review.handled_at) : '—'}` })}
            {review.note ? `: ${review.note}` : ''}
          </Text>
        )}
        <HStack gap="3" wrap="wrap">
          <ChakraLink asChild color="teal.700" textDecoration="underline">
            <Link href={conversationHref}>{t({ id: 'reviews.open_conversation', message: 'Open the conversation at this message' })}</Link>
          </ChakraLink>
          <HStack gap="2" ms={{ base: '0', sm: 'auto' }}>
            <Button size="sm" colorPalette="teal" onClick={() => onDecide(review, 'acknowledged')} aria-label={t({ id: 'reviews.acknowledge_for', message: `Acknowledge: ${category}, ${review.student_name}` })}>
              {t({ id: 'reviews.acknowledge', message: 'Acknowledge' })}
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDecide(review, 'dismissed')} aria-label={t({ id: 'reviews.dismiss_for', message: `Dismiss: ${category}, ${review.student_name}` })}>
              {t({ id: 'reviews.dismiss', message: 'Dismiss' })}
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </Box>
  );
}
