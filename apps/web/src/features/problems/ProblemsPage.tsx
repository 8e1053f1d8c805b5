import type { Problem } from '@backoffice/api-client';
import { Box, Button, Flex, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { preloadMathMarkdown } from '../../components/MathMarkdown.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pagination, scrollToListTop } from '../../components/Pagination.tsx';
import { RangeSlider } from '../../components/RangeSlider.tsx';
import { SearchField } from '../../components/SearchField.tsx';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../lib/config.ts';
import { errorMessage } from '../../lib/errors.ts';
import { LOCALE_NAMES, LOCALES } from '../../lib/i18n.ts';
import { pageCount } from '../../lib/pagination.ts';
import { paths } from '../../lib/paths.ts';
import { canEdit } from '../../lib/permissions.ts';
import { problemExcerpt } from '../../lib/problem-format.ts';
import { prefetchProblemSearch, useProblemSearch, type ProblemSearch } from '../../lib/problem-search.ts';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { serverStateFor } from '../../lib/server-state.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { readListState, useListState } from '../../lib/use-list-state.ts';
import { userAtom } from '../../lib/session.ts';
import { prefetchCollections, useCollectionsQuery, useCopyProblemMutation, useDeleteProblemMutation } from './api.ts';
import { canonicalRange, countLabel, DEFAULT_GRADES, DIFFICULTY_RANGE, GRADE_RANGE, PROBLEM_FILTERS, toSearch } from './list-state.ts';
import { ProblemCard } from './ProblemCard.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';

/** From this many cards on a page the pages are offered above the list as well. */
const PAGINATION_ABOVE_FROM = 6;

/** The whole library in scope, for "displayed / total". */
const WHOLE_LIBRARY: ProblemSearch = { grade: GRADE_RANGE, difficulty: DIFFICULTY_RANGE, page: 1, perPage: 1 };

/** The list's data and its math renderer, started with the screen's chunk (app/routes.ts). */
export function prefetchProblemList({ api, token, search }: PrefetchContext): void {
  const server = serverStateFor(api, token);
  const list = readListState(search, { filters: PROBLEM_FILTERS });
  prefetchProblemSearch(server, toSearch(list.search, list.filters, list.page));
  prefetchProblemSearch(server, WHOLE_LIBRARY);
  prefetchCollections(server);
  preloadMathMarkdown();
}

const markedId = () => Number(/^#p(\d+)$/.exec(window.location.hash)?.[1] ?? NaN);

/**
 * /problems?page=n (all roles; docs/product/screens.md): search with its count, filters for language,
 * creator, grades and difficulty, 20 cards a page with pagination. The page and the filters
 * live in the URL; #p{id} scrolls to that card and marks it. `actions` are the buttons of other
 * features before "New problem" (the upload: app/pages/ProblemsPage.tsx).
 */
export function ProblemsPage({ actions }: { actions?: ReactNode }) {
  const { t } = useLingui();
  const me = useAtomValue(userAtom);
  const [, navigate] = useLocation();
  const list = useListState({ filters: PROBLEM_FILTERS });
  const { filters, page } = list;
  const search = useProblemSearch(toSearch(list.search, filters, page));
  const all = useProblemSearch(WHOLE_LIBRARY);
  const collections = useCollectionsQuery();
  const copy = useCopyProblemMutation();
  const remove = useDeleteProblemMutation();
  const [toDelete, setToDelete] = useState<Problem | null>(null);
  const [marked, setMarked] = useState(markedId);

  // The sliders answer at once; the URL (and so the search) follows once they rest.
  const [grade, setGrade] = useState(filters.grade);
  const [difficulty, setDifficulty] = useState(filters.difficulty);
  useEffect(() => setGrade(filters.grade), [filters.grade]);
  useEffect(() => setDifficulty(filters.difficulty), [filters.difficulty]);
  const restingGrade = useDebouncedValue(grade, SEARCH_DEBOUNCE_MS);
  const restingDifficulty = useDebouncedValue(difficulty, SEARCH_DEBOUNCE_MS);
  const { setFilter } = list;
  useEffect(() => {
    if (restingGrade !== filters.grade) setFilter('grade', canonicalRange(restingGrade, DEFAULT_GRADES));
    // Only the sliding decides; the URL's own changes come back through the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restingGrade]);
  useEffect(() => {
    if (restingDifficulty !== filters.difficulty) setFilter('difficulty', canonicalRange(restingDifficulty, DIFFICULTY_RANGE));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restingDifficulty]);

  useEffect(preloadMathMarkdown, []);

  // #p{id}: once the card is on the page, scroll to it and mark it.
  const items = search.data?.items;
  useEffect(() => {
    const id = markedId();
    setMarked(id);
    if (!items || Number.isNaN(id)) return;
    document.getElementById(`p${id}`)?.scrollIntoView({ block: 'start' });
  }, [items]);

  const total = search.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  // Another page starts at the list's top, not where the pages were chosen (below the list).
  const listTop = useRef<HTMLDivElement>(null);
  const changePage = (next: number) => {
    list.setPage(next);
    scrollToListTop(listTop.current);
  };
  const pagination = (label?: string) => (
    <Pagination page={Math.min(page, pages)} totalPages={pages} onPageChange={changePage} label={label} />
  );

  const onCopy = (problem: Problem) =>
    copy.mutate(problem.problem_id, {
      // The copy is the newest problem: first on the first page, marked.
      onSuccess: (newId) => {
        const params = new URLSearchParams(window.location.search);
        params.delete('page');
        const query = params.toString();
        navigate(`${paths.problems.list.href(query)}#p${newId}`);
        setMarked(newId);
      },
      // A failed copy shows no message (docs/product/errors.md).
      onError: () => {},
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.problem_id, {
      onSettled: () => setToDelete(null),
      // A failed deletion shows no message (docs/product/errors.md); the card simply stays.
    });
  };

  return (
    <Box>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <PageHeading>{t({ id: 'problems.title', message: 'Problems' })}</PageHeading>
        <HStack gap="2" data-problems-toolbar="">
          {actions}
          <Button colorPalette="teal" onClick={() => navigate(paths.problems.detail.href('new', { page }))}>
            <PlusIcon /> {t({ id: 'problems.new', message: 'New problem' })}
          </Button>
        </HStack>
      </Flex>

      <Stack gap="4" mb="5" p={{ base: '3', md: '4' }} borderWidth="1px" rounded="lg" bg="bg.subtle" role="search">
        <HStack gap="3" wrap="wrap">
          <SearchField value={list.searchText} onChange={list.setSearchText} label={t({ id: 'problems.search', message: 'Search problems' })} maxW="md" />
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="problem-count">
            {t({ id: 'problems.count', message: `Problems: ${countLabel(total, all.data?.total)}` })}
          </Text>
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="end">
          <FilterSelect
            label={t({ id: 'problems.filter_language', message: 'Language' })}
            value={filters.language}
            onChange={(language) => setFilter('language', PROBLEM_FILTERS.language.parse(language))}
            options={[
              { value: '', label: t({ id: 'problems.filter_all_languages', message: 'All languages' }) },
              ...LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] })),
            ]}
          />
          <FilterSelect
            label={t({ id: 'problems.filter_creator', message: 'Created by' })}
            value={filters.created_by}
            onChange={(createdBy) => setFilter('created_by', createdBy)}
            options={[
              { value: 'all', label: t({ id: 'problems.filter_all', message: 'All' }) },
              { value: 'mine', label: t({ id: 'problems.filter_mine', message: 'Mine' }) },
              ...(collections.data ?? []).map((c) => ({ value: String(c.collection_id), label: c.name })),
            ]}
          />
          <RangeSlider label={t({ id: 'problems.filter_grade', message: 'Grade' })} value={grade} onChange={setGrade} min={1} max={13} largeStep={3} />
          <RangeSlider
            label={t({ id: 'problems.filter_difficulty', message: 'Difficulty' })}
            value={difficulty}
            onChange={setDifficulty}
            min={1}
            max={5}
            largeStep={1}
          />
        </SimpleGrid>
      </Stack>

      <Box
        ref={listTop}
        tabIndex={-1}
        outline="none"
        scrollMarginTop={{ base: '5rem', md: '8rem' }}
        aria-label={t({ id: 'problems.list_label', message: 'Problem list' })}
        role="region"
      >
        {pages > 1 && (items?.length ?? 0) >= PAGINATION_ABOVE_FROM ? (
          <Box mb="4">{pagination(t({ id: 'pagination.label_above', message: 'Pages (above the list)' }))}</Box>
        ) : null}
        {search.isPending ? (
          <HStack justify="center" py="10">
            <Spinner color="teal.600" aria-label={t({ id: 'common.loading', message: 'Loading…' })} />
          </HStack>
        ) : search.isError && !items ? (
          <HStack justify="center" py="8" gap="3" role="alert">
            <Text color="fg.error">{errorMessage(search.error)}</Text>
            <Button size="sm" variant="outline" onClick={() => void search.refetch()}>
              {t({ id: 'common.retry', message: 'Try again' })}
            </Button>
          </HStack>
        ) : !items || items.length === 0 ? (
          <Text py="8" textAlign="center" color="fg.muted">
            {t({ id: 'problems.not_found', message: 'No problems found.' })}
          </Text>
        ) : (
          <Stack gap="4" aria-busy={search.isFetching || undefined}>
            {items.map((problem) => (
              <ProblemCard
                key={problem.problem_id}
                problem={problem}
                editable={canEdit(me, problem)}
                marked={problem.problem_id === marked}
                editHref={paths.problems.detail.href(problem.problem_id, { page })}
                onCopy={onCopy}
                onDelete={setToDelete}
                copying={copy.isPending && copy.variables === problem.problem_id}
              />
            ))}
          </Stack>
        )}

        {pages > 1 ? <Box mt="6">{pagination()}</Box> : null}
      </Box>

      <ConfirmDialog
        open={toDelete !== null}
        itemName={t({ id: 'problems.delete_item', message: `Problem ${toDelete?.problem_id ?? ''}` })}
        details={toDelete ? <Text fontStyle="italic">{problemExcerpt(toDelete.text)}</Text> : null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}
