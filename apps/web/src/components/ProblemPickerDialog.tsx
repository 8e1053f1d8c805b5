import type { Problem } from '@backoffice/api-client';
import { Badge, Box, Button, Checkbox, CloseButton, Dialog, HStack, Portal, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../lib/config.ts';
import { pageCount } from '../lib/pagination.ts';
import { gradeLabel } from '../lib/problem-format.ts';
import { useProblemSearch } from '../lib/problem-search.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { DifficultyStars } from './DifficultyStars.tsx';
import { MathMarkdown, preloadMathMarkdown } from './MathMarkdown.tsx';
import { Pagination } from './Pagination.tsx';
import { RangeSlider } from './RangeSlider.tsx';
import { SearchField } from './SearchField.tsx';

export interface ProblemPickerDialogProps {
  /** Shows the dialog; its search, filters and page start afresh each time it opens. */
  open: boolean;
  /**
   * Problems already chosen by the caller (e.g. a topic's current problems): they start
   * selected and can be unselected.
   */
  preselected?: readonly number[];
  /**
   * Problems the caller already has and cannot take again (e.g. a student's assigned problems):
   * they show ticked, cannot be changed, and are labelled "Already assigned".
   */
  assigned?: readonly number[];
  /** The dialog's title; "Add problems" by default. */
  title?: string;
  /**
   * Save: the ids selected now (preselected ones still selected first, then the newly picked
   * ones in the order they were picked; never the `assigned` ones). The caller decides what to
   * add or remove and closes the dialog when done. Save is enabled only when the selection
   * differs from the preselection (so, without a preselection, when something is selected).
   */
  onSave: (problemIds: number[]) => void;
  /** Cancel, the close control or Escape. */
  onClose: () => void;
  /** While set, Save shows as busy and the dialog cannot be closed. */
  busy?: boolean;
}

const GRADES: [number, number] = [1, 13];
const DIFFICULTIES: [number, number] = [1, 5];

/**
 * The shared problem picker (docs/product/screens.md#problem-picker): a debounced search, grade 1-13 and
 * difficulty 1-5 filters, 20 problems a page with their rendered text, a selection that
 * stays across pages and searches, the number selected, and Save disabled with nothing
 * selected.
 */
export function ProblemPickerDialog({ open, preselected = [], assigned = [], title, onSave, onClose, busy = false }: ProblemPickerDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnInteractOutside={false}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title ?? t({ id: 'picker.title', message: 'Add problems' })}</Dialog.Title>
            </Dialog.Header>
            {open ? <PickerBody preselected={preselected} assigned={assigned} onSave={onSave} onClose={onClose} busy={busy} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'common.close', message: 'Close' })} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type PickerBodyProps = Required<Pick<ProblemPickerDialogProps, 'preselected' | 'assigned' | 'onSave' | 'onClose' | 'busy'>>;

/** Whether the selection differs from the preselection (as sets: the order is the caller's). */
export function selectionChanged(preselected: readonly number[], selected: readonly number[]): boolean {
  const before = new Set(preselected);
  return selected.length !== before.size || selected.some((id) => !before.has(id));
}

function PickerBody({ preselected, assigned, onSave, onClose, busy }: PickerBodyProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [grade, setGrade] = useState<[number, number]>(GRADES);
  const [difficulty, setDifficulty] = useState<[number, number]>(DIFFICULTIES);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>(() => [...new Set(preselected)]);
  const taken = new Set(assigned);
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Sliders move in steps; the search follows once they rest (a string compares by value).
  const filterKey = useDebouncedValue(JSON.stringify([grade, difficulty]), SEARCH_DEBOUNCE_MS);
  const [searchGrade, searchDifficulty] = JSON.parse(filterKey) as [[number, number], [number, number]];
  const search = useProblemSearch({ query, grade: searchGrade, difficulty: searchDifficulty, page });
  const total = search.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);

  useEffect(preloadMathMarkdown, []);
  // A new search or filter starts at its first page.
  useEffect(() => setPage(1), [query, filterKey]);

  const toggle = (problemId: number, on: boolean) =>
    setSelected((current) => (on ? (current.includes(problemId) ? current : [...current, problemId]) : current.filter((id) => id !== problemId)));

  const count = selected.length;
  const changed = selectionChanged(preselected, selected);
  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <SearchField value={text} onChange={setText} label={t({ id: 'picker.search', message: 'Search problems' })} maxW="full" />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <RangeSlider label={t({ id: 'picker.grade', message: 'Grade' })} value={grade} onChange={setGrade} min={1} max={13} largeStep={3} />
            <RangeSlider label={t({ id: 'picker.difficulty', message: 'Difficulty' })} value={difficulty} onChange={setDifficulty} min={1} max={5} largeStep={1} />
          </SimpleGrid>
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t({ id: 'picker.found', message: `${total} problems found` })}
            </Text>
            <Badge colorPalette="teal" size="lg" aria-live="polite">
              {t({ id: 'picker.selected', message: `${count} selected` })}
            </Badge>
          </HStack>
          <Box position="relative" aria-busy={search.isFetching || undefined}>
            {search.isPending ? (
              <HStack justify="center" py="6">
                <Spinner color="teal.600" aria-label={t({ id: 'common.loading', message: 'Loading…' })} />
              </HStack>
            ) : search.isError ? (
              <Text color="red.600">{t({ id: 'picker.error', message: 'The problems could not be loaded.' })}</Text>
            ) : search.data.items.length === 0 ? (
              <Text color="fg.muted">{t({ id: 'problems.not_found', message: 'No problems found.' })}</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {search.data.items.map((problem) => (
                  <PickerRow
                    key={problem.problem_id}
                    problem={problem}
                    checked={selected.includes(problem.problem_id)}
                    assigned={taken.has(problem.problem_id)}
                    onToggle={toggle}
                  />
                ))}
              </Stack>
            )}
          </Box>
          {pages > 1 ? <Pagination page={Math.min(page, pages)} totalPages={pages} onPageChange={setPage} /> : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t({ id: 'common.cancel', message: 'Cancel' })}
        </Button>
        <Button colorPalette="teal" disabled={!changed} loading={busy} onClick={() => onSave(selected)}>
          {t({ id: 'common.save', message: 'Save' })}
        </Button>
      </Dialog.Footer>
    </>
  );
}

function PickerRow({
  problem,
  checked,
  assigned,
  onToggle,
}: {
  problem: Problem;
  checked: boolean;
  /** Already the caller's: shown ticked and locked, with a label that says so. */
  assigned: boolean;
  onToggle: (id: number, on: boolean) => void;
}) {
  const { t } = useLingui();
  const labelId = `picker-problem-${problem.problem_id}`;
  const assignedId = `picker-assigned-${problem.problem_id}`;
  const ticked = checked || assigned;
  return (
    <Box
      as="li"
      borderWidth="1px"
      rounded="md"
      p="3"
      bg={assigned ? 'bg.muted' : checked ? 'teal.50' : undefined}
      borderColor={checked && !assigned ? 'teal.300' : 'border'}
    >
      <HStack align="start" gap="3">
        <Checkbox.Root
          checked={ticked}
          disabled={assigned}
          onCheckedChange={(details) => onToggle(problem.problem_id, details.checked === true)}
          colorPalette="teal"
          mt="1"
          aria-labelledby={labelId}
        >
          <Checkbox.HiddenInput aria-labelledby={labelId} aria-describedby={assigned ? assignedId : undefined} />
          <Checkbox.Control />
        </Checkbox.Root>
        <Box
          flex="1"
          minW="0"
          onClick={assigned ? undefined : () => onToggle(problem.problem_id, !checked)}
          cursor={assigned ? 'default' : 'pointer'}
        >
          <HStack gap="3" fontSize="sm" color="fg.muted" mb="1" wrap="wrap">
            <Text id={labelId}>{t({ id: 'picker.problem', message: `Problem ${problem.problem_id}` })}</Text>
            <Text>{t({ id: 'problems.grade_value', message: `Grade ${gradeLabel(problem.gradefrom, problem.gradeto)}` })}</Text>
            <DifficultyStars value={problem.difficulty} size="0.85rem" />
            {assigned ? (
              <Badge id={assignedId} colorPalette="gray" variant="surface">
                {t({ id: 'picker.already_assigned', message: 'Already assigned' })}
              </Badge>
            ) : null}
          </HStack>
          <MathMarkdown text={problem.text} fontSize="sm" maxH="10rem" overflow="hidden" />
        </Box>
      </HStack>
    </Box>
  );
}
