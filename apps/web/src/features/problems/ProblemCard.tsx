import type { Problem } from '@backoffice/api-client';
import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type MouseEvent } from 'react';
import { DifficultyStars } from '../../components/DifficultyStars.tsx';
import { CopyIcon, EditIcon, TrashIcon } from '../../components/icons.tsx';
import { ImagePreview } from '../../components/ImagePreview.tsx';
import { MathMarkdown } from '../../components/MathMarkdown.tsx';
import { imageDataUrl } from '../../lib/images.ts';
import { gradeLabel } from '../../lib/problem-format.ts';

export interface ProblemCardProps {
  problem: Problem;
  /** Spec §6: Edit, Delete and the click on the card only where editing is allowed. */
  editable: boolean;
  /** The card of a #p{id} link: scrolled to and marked. */
  marked: boolean;
  onEdit: (problem: Problem) => void;
  onCopy: (problem: Problem) => void;
  onDelete: (problem: Problem) => void;
  copying: boolean;
}

const INTERACTIVE = 'a, button, input, select, textarea, [role="dialog"]';

/**
 * One problem of the list (spec §2): collection, difficulty stars, grade, the text with its
 * math, the image (opens a preview), a show/hide solution link when there is a solution or
 * an answer, and Copy, Edit and Delete.
 */
export function ProblemCard({ problem, editable, marked, onEdit, onCopy, onDelete, copying }: ProblemCardProps) {
  const { t } = useLingui();
  const [showSolution, setShowSolution] = useState(false);
  const solutionId = useId();
  const image = imageDataUrl(problem.file_data, problem.file_type);
  const hasSolution = !!problem.solution?.trim() || !!problem.answer?.trim();
  const id = problem.problem_id;

  const open = (event: MouseEvent) => {
    if (!editable) return;
    const target = event.target as HTMLElement;
    // A click on a control in the card (a link, a button, the image) belongs to that control.
    if (target.closest(INTERACTIVE)) return;
    onEdit(problem);
  };

  return (
    <Box
      as="article"
      id={`p${id}`}
      aria-labelledby={`p${id}-title`}
      data-marked={marked || undefined}
      borderWidth={marked ? '2px' : '1px'}
      borderColor={marked ? 'teal.500' : 'border'}
      bg={marked ? 'teal.50' : 'bg'}
      rounded="lg"
      p={{ base: '3', md: '4' }}
      shadow="xs"
      cursor={editable ? 'pointer' : undefined}
      _hover={editable ? { borderColor: 'teal.400' } : undefined}
      onClick={open}
      scrollMarginTop="4rem"
    >
      <HStack justify="space-between" align="start" gap="2" wrap="wrap" mb="2">
        <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text id={`p${id}-title`} fontWeight="semibold" color="fg">
            {t({ id: 'problems.card_title', message: `Problem ${id}` })}
          </Text>
          {problem.collection_name ? (
            <Badge colorPalette="purple" variant="subtle">
              {problem.collection_name}
            </Badge>
          ) : null}
          <DifficultyStars value={problem.difficulty} size="0.9rem" />
          <Text>{t({ id: 'problems.grade_value', message: `Grade ${gradeLabel(problem.gradefrom, problem.gradeto)}` })}</Text>
          <Badge variant="outline" textTransform="uppercase">
            {problem.language}
          </Badge>
        </HStack>
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t({ id: 'problems.copy', message: `Copy problem ${id}` })}
            title={t({ id: 'problems.copy_short', message: 'Copy' })}
            loading={copying}
            onClick={() => onCopy(problem)}
          >
            <CopyIcon />
          </IconButton>
          {editable ? (
            <>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t({ id: 'problems.edit', message: `Edit problem ${id}` })}
                title={t({ id: 'problems.edit_short', message: 'Edit' })}
                onClick={() => onEdit(problem)}
              >
                <EditIcon />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t({ id: 'problems.delete', message: `Delete problem ${id}` })}
                title={t({ id: 'problems.delete_short', message: 'Delete' })}
                onClick={() => onDelete(problem)}
              >
                <TrashIcon />
              </IconButton>
            </>
          ) : null}
        </HStack>
      </HStack>
      <Stack gap="3">
        <MathMarkdown text={problem.text} />
        {image ? (
          <Box>
            <ImagePreview src={image} alt={t({ id: 'problems.image_alt', message: `Image of problem ${id}` })} maxH="13rem" />
          </Box>
        ) : null}
        {hasSolution ? (
          <Box>
            <Button
              variant="plain"
              size="sm"
              px="0"
              color="teal.700"
              textDecoration="underline"
              aria-expanded={showSolution}
              aria-controls={solutionId}
              onClick={() => setShowSolution((shown) => !shown)}
            >
              {showSolution
                ? t({ id: 'problems.hide_solution', message: 'Hide solution' })
                : t({ id: 'problems.show_solution', message: 'Show solution' })}
            </Button>
            {showSolution ? (
              <Stack id={solutionId} gap="2" mt="2" p="3" bg="bg.muted" rounded="md">
                {problem.solution?.trim() ? <MathMarkdown text={problem.solution} /> : null}
                {problem.answer?.trim() ? (
                  <HStack align="baseline" gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{t({ id: 'problems.answer_label', message: 'Answer:' })}</Text>
                    <MathMarkdown text={problem.answer} />
                  </HStack>
                ) : null}
              </Stack>
            ) : null}
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
