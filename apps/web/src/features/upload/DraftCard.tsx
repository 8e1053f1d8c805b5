import type { ExtractedProblem } from '@backoffice/api-client';
import { Badge, Box, Button, Checkbox, Field, Flex, HStack, Image, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DifficultyInput } from '../../components/DifficultyInput.tsx';
import { DifficultyStars } from '../../components/DifficultyStars.tsx';
import { MathMarkdown } from '../../components/MathMarkdown.tsx';
import { RangeSlider } from '../../components/RangeSlider.tsx';
import { imageDataUrl } from '../../lib/images.ts';
import { coordsToPercent } from './crop.ts';
import { draftGaps } from './draft-rules.ts';

const GRADE_MIN = 1;
const GRADE_MAX = 13;

export interface DraftCardProps {
  draft: ExtractedProblem;
  /** 1-based, for the labels ("Problem 2"). */
  number: number;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onChange: (draft: ExtractedProblem) => void;
  /** The draft's page as a data: URL, when the answer had it. */
  pageSrc: string | null;
  onCrop: () => void;
  onRemoveFigure: () => void;
  /** Shown at the text field when the text is missing. */
  textError?: string | null;
  /** Shown at the answer field when the answer is missing. */
  answerError?: string | null;
  /**
   * The extraction found no answer: the answer field is on the card itself (not behind "Edit"),
   * so that it is filled in before the draft is created.
   */
  askAnswer?: boolean;
}

/**
 * One extracted draft in the confirm dialog: whether to create it, its rendered text with
 * grades and difficulty, its page with the crop box, and, once opened, its fields to edit.
 */
export function DraftCard({
  draft,
  number,
  selected,
  onSelectedChange,
  editing,
  onEditingChange,
  onChange,
  pageSrc,
  onCrop,
  onRemoveFigure,
  textError,
  answerError,
  askAnswer = false,
}: DraftCardProps) {
  const { t } = useLingui();
  const fieldsId = useId();
  const draftLabel = t({ id: 'upload.draft_label', message: `Problem ${number}` });
  const figure = imageDataUrl(draft.image_data, draft.image_type);
  const box = draft.coords ? coordsToPercent(draft.coords) : null;
  const grade = draft.gradefrom === draft.gradeto ? String(draft.gradefrom) : `${draft.gradefrom}–${draft.gradeto}`;
  const page = draft.page_index + 1;
  const set = (change: Partial<ExtractedProblem>) => onChange({ ...draft, ...change });
  const answerMissing = draftGaps(draft).answer;
  const answerField = (
    <Field.Root required invalid={Boolean(answerError)}>
      <Field.Label>
        {t({ id: 'upload.draft_answer_field', message: 'Answer' })}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        data-draft-field="answer"
        value={draft.answer ?? ''}
        onChange={(event) => set({ answer: event.currentTarget.value })}
        bg="bg"
      />
      {answerError ? (
        <Field.ErrorText color="red.fg">{answerError}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t({ id: 'upload.draft_answer_hint', message: 'Needed to create the problem, as in the editor.' })}</Field.HelperText>
      )}
    </Field.Root>
  );

  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg={selected ? 'bg' : 'bg.subtle'}
      opacity={selected ? 1 : 0.75}
      aria-label={draftLabel}
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
        <Checkbox.Root
          checked={selected}
          onCheckedChange={(details) => onSelectedChange(details.checked === true)}
          colorPalette="teal"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="semibold">{draftLabel}</Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
          {answerMissing ? (
            <Badge colorPalette="orange" variant="subtle" size="sm">
              {t({ id: 'upload.draft_answer_missing', message: 'Answer missing' })}
            </Badge>
          ) : null}
          <Text>{t({ id: 'upload.draft_page', message: `Page ${page}` })}</Text>
          <Text>{t({ id: 'upload.draft_grade', message: `Grade ${grade}` })}</Text>
          <DifficultyStars value={draft.difficulty} size="0.9rem" />
        </HStack>
      </Flex>
      <Flex gap="4" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <Stack flex="1" minW="0" gap="2">
          <MathMarkdown text={draft.text} />
          {askAnswer ? (
            <Box maxW="24rem">{answerField}</Box>
          ) : draft.answer ? (
            <HStack fontSize="sm" gap="2" align="baseline">
              <Text as="span" fontWeight="semibold">
                {t({ id: 'upload.draft_answer', message: 'Answer:' })}
              </Text>
              <MathMarkdown text={draft.answer} />
            </HStack>
          ) : null}
          {draft.notes ? (
            <Text fontSize="sm" color="fg.muted">
              {draft.notes}
            </Text>
          ) : null}
          {figure ? (
            <Image
              src={figure}
              alt={t({ id: 'upload.figure_alt', message: `Figure of ${draftLabel}` })}
              maxH="10rem"
              maxW="100%"
              alignSelf="flex-start"
              borderWidth="1px"
              borderRadius="sm"
            />
          ) : null}
        </Stack>
        {pageSrc ? (
          <Stack gap="2" align={{ base: 'flex-start', md: 'center' }} flexShrink={0}>
            <Box position="relative" width="8rem" borderWidth="1px" borderRadius="sm" overflow="hidden" bg="white">
              <Image
                src={pageSrc}
                alt={t({ id: 'upload.page_alt', message: `Page ${page} of the worksheet` })}
                width="100%"
                display="block"
              />
              {box ? (
                <Box
                  data-testid="crop-box"
                  position="absolute"
                  left={`${box.x}%`}
                  top={`${box.y}%`}
                  width={`${box.width}%`}
                  height={`${box.height}%`}
                  borderWidth="2px"
                  borderColor="teal.600"
                  bg="teal.500/15"
                  pointerEvents="none"
                />
              ) : null}
            </Box>
            <HStack gap="1" wrap="wrap">
              <Button type="button" size="xs" variant="outline" onClick={onCrop}>
                {figure
                  ? t({ id: 'upload.crop_adjust', message: 'Adjust crop' })
                  : t({ id: 'upload.crop_add', message: 'Add figure' })}
              </Button>
              {figure ? (
                <Button type="button" size="xs" variant="ghost" onClick={onRemoveFigure}>
                  {t({ id: 'upload.figure_remove', message: 'No figure' })}
                </Button>
              ) : null}
            </HStack>
          </Stack>
        ) : null}
      </Flex>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        colorPalette="teal"
        mt="2"
        ms="-3"
        aria-expanded={editing}
        aria-controls={fieldsId}
        onClick={() => onEditingChange(!editing)}
      >
        {editing
          ? t({ id: 'upload.draft_edit_done', message: `Done editing ${draftLabel}` })
          : t({ id: 'upload.draft_edit', message: `Edit ${draftLabel}` })}
      </Button>
      {editing ? (
        <Stack id={fieldsId} gap="3" mt="2">
          <Field.Root required invalid={Boolean(textError)}>
            <Field.Label>
              {t({ id: 'upload.draft_text', message: 'Text' })}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              data-draft-field="text"
              value={draft.text}
              rows={4}
              autoresize
              onChange={(event) => set({ text: event.currentTarget.value })}
            />
            {textError ? <Field.ErrorText color="red.fg">{textError}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root>
            <Field.Label>{t({ id: 'upload.draft_solution', message: 'Solution' })}</Field.Label>
            <Textarea
              value={draft.solution ?? ''}
              rows={3}
              autoresize
              onChange={(event) => set({ solution: event.currentTarget.value })}
            />
          </Field.Root>
          {askAnswer ? null : answerField}
          <Flex gap="6" direction={{ base: 'column', sm: 'row' }}>
            <Box flex="1">
              <RangeSlider
                label={t({ id: 'upload.draft_grades', message: 'Grade' })}
                value={[draft.gradefrom, draft.gradeto]}
                min={GRADE_MIN}
                max={GRADE_MAX}
                largeStep={1}
                onChange={([gradefrom, gradeto]) => set({ gradefrom, gradeto })}
              />
            </Box>
            <Box width={{ base: 'full', sm: 'auto' }}>
              <DifficultyInput
                value={Math.min(5, Math.max(1, draft.difficulty))}
                onChange={(difficulty) => set({ difficulty })}
                label={t({ id: 'upload.draft_difficulty', message: 'Difficulty' })}
              />
            </Box>
          </Flex>
        </Stack>
      ) : null}
    </Box>
  );
}
