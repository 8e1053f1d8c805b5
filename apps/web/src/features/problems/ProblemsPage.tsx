import type { Problem } from '@backoffice/api-client';
import { Box, Button, Flex, HStack, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { preloadMathMarkdown } from '../../components/MathMarkdown.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { RangeSlider } from '../../components/RangeSlider.tsx';
import { SearchField } from '../../components/SearchField.tsx';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../lib/config.ts';
import { notifyError } from '../../lib/errors.ts';
import { LOCALE_NAMES, LOCALES } from '../../lib/i18n.ts';
import { pageCount } from '../../lib/pagination.ts';
import { canEdit } from '../../lib/permissions.ts';
import { firstChars } from '../../lib/problem-format.ts';
import { useProblemSearch } from '../../lib/problem-search.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { userAtom } from '../../lib/session.ts';
import { useCollectionsQuery, useCopyProblemMutation, useDeleteProblemMutation } from './api.ts';
import { countLabel, DIFFICULTY_RANGE, GRADE_RANGE, listSearchString, parseListState, toSearch, type ProblemListState } from './list-state.ts';
import { ProblemCard } from './ProblemCard.tsx';

const markedId = () => Number(/^#p(\d+)$/.exec(window.location.hash)?.[1] ?? NaN);

/**
 * /problems?page=n (all roles; spec §2): search with its count, filters for language,
 * creator, grades and difficulty, 20 cards a page with pagination. The page and the filters
 * live in the URL; #p{id} scrolls to that card and marks it.
 */
export default function ProblemsPage() {
  const { t } = useLingui();
  const me = useAtomValue(userAtom);
  const [, navigate] = useLocation();
  const state = parseListState(useSearch());
  const search = useProblemSearch(toSearch(state));
  // The whole library in scope, for "displayed / total".
  const all = useProblemSearch({ grade: GRADE_RANGE, difficulty: DIFFICULTY_RANGE, page: 1, perPage: 1 });
  const collections = useCollectionsQuery();
  const copy = useCopyProblemMutation();
  const remove = useDeleteProblemMutation();
  const [toDelete, setToDelete] = useState<Problem | null>(null);
  const [marked, setMarked] = useState(markedId);

  const go = (patch: Partial<ProblemListState>, options: { push?: boolean; hash?: string } = {}) =>
    navigate(`/problems?${listSearchString({ ...state, ...patch })}${options.hash ?? ''}`, { replace: !options.push });

  // The search box and the sliders answer at once; the URL (and so the search) follows once
  // the typing or sliding rests. A change from outside (back, a link) comes back into them.
  const [text, setText] = useState(state.query);
  const [grade, setGrade] = useState(state.grade);
  const [difficulty, setDifficulty] = useState(state.difficulty);
  const typed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const slid = useDebouncedValue(JSON.stringify([grade, difficulty]), SEARCH_DEBOUNCE_MS);
  const urlSlid = JSON.stringify([state.grade, state.difficulty]);
  useEffect(() => {
    if (typed.trim() !== state.query.trim()) go({ query: typed, page: 1 });
    // Only the typing decides; the URL's own changes come back through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  useEffect(() => {
    if (slid !== urlSlid) {
      const [g, d] = JSON.parse(slid) as [[number, number], [number, number]];
      go({ grade: g, difficulty: d, page: 1 });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slid]);
  useEffect(() => setText((current) => (current.trim() === state.query.trim() ? current : state.query)), [state.query]);
  useEffect(() => {
    const [g, d] = JSON.parse(urlSlid) as [[number, number], [number, number]];
    setGrade(g);
    setDifficulty(d);
  }, [urlSlid]);

  useEffect(preloadMathMarkdown, []);
  useEffect(() => {
    if (search.error) void notifyError(search.error);
  }, [search.error]);

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

  const onCopy = (problem: Problem) =>
    copy.mutate(problem.problem_id, {
      // The copy is the newest problem: first on the first page, marked.
      onSuccess: (newId) => go({ page: 1 }, { push: true, hash: `#p${newId}` }),
      // A failed copy shows no message (spec §8).
      onError: () => {},
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.problem_id, {
      onSettled: () => setToDelete(null),
      // A failed deletion shows no message (spec §8); the card simply stays.
    });
  };

  return (
    <Box>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <PageHeading>{t({ id: 'problems.title', message: 'Problems' })}</PageHeading>
        <HStack gap="2" data-problems-toolbar="">
          <Button colorPalette="teal" onClick={() => navigate(`/problems/new?page=${state.page}`)}>
            <PlusIcon /> {t({ id: 'problems.new', message: 'New problem' })}
          </Button>
        </HStack>
      </Flex>

      <Stack gap="4" mb="5" p={{ base: '3', md: '4' }} borderWidth="1px" rounded="lg" bg="bg.subtle" role="search">
        <HStack gap="3" wrap="wrap">
          <SearchField value={text} onChange={setText} label={t({ id: 'problems.search', message: 'Search problems' })} maxW="md" />
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="problem-count">
            {t({ id: 'problems.count', message: `Problems: ${countLabel(total, all.data?.total)}` })}
          </Text>
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="end">
          <FilterSelect
            label={t({ id: 'problems.filter_language', message: 'Language' })}
            value={state.language}
            onChange={(language) => go({ language: language as ProblemListState['language'], page: 1 })}
            options={[
              { value: '', label: t({ id: 'problems.filter_all_languages', message: 'All languages' }) },
              ...LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] })),
            ]}
          />
          <FilterSelect
            label={t({ id: 'problems.filter_creator', message: 'Created by' })}
            value={state.createdBy}
            onChange={(createdBy) => go({ createdBy, page: 1 })}
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

      {search.isPending ? (
        <HStack justify="center" py="10">
          <Spinner color="teal.600" aria-label={t({ id: 'common.loading', message: 'Loading…' })} />
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
              onEdit={(p) => navigate(`/problems/${p.problem_id}?page=${state.page}`)}
              onCopy={onCopy}
              onDelete={setToDelete}
              copying={copy.isPending && copy.variables === problem.problem_id}
            />
          ))}
        </Stack>
      )}

      {pages > 1 ? (
        <Box mt="6">
          <Pagination page={Math.min(state.page, pages)} totalPages={pages} onPageChange={(page) => go({ page }, { push: true })} />
        </Box>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        itemName={t({ id: 'problems.delete_item', message: `Problem ${toDelete?.problem_id ?? ''}` })}
        details={toDelete ? <Text fontStyle="italic">{firstChars(toDelete.text)}</Text> : null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <Stack gap="1">
      <Text as="label" fontSize="sm" fontWeight="medium">
        {label}
        <NativeSelect.Root size="sm" mt="1">
          <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)} bg="bg">
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Text>
    </Stack>
  );
}
