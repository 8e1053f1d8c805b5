import type { Problem } from '@backoffice/api-client';
import { Box, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { DifficultyStars } from './DifficultyStars.tsx';

/** A problem's grade: one value when it is for one grade, else from–to (spec §2). */
export function gradeText(problem: Pick<Problem, 'gradefrom' | 'gradeto'>): string {
  return problem.gradefrom === problem.gradeto ? String(problem.gradefrom) : `${problem.gradefrom}–${problem.gradeto}`;
}

/**
 * A problem as a row of an ordered list shows it (topics' and students' problems): its id, its
 * text, its grade and its difficulty. The text is the author's; it is shown as text, never as HTML.
 */
export function ProblemSummary({ problem }: { problem: Problem }) {
  const { t } = useLingui();
  const grade = gradeText(problem);
  return (
    <Box minW="0">
      <HStack gap="3" wrap="wrap" mb="1" fontSize="sm" color="fg.muted">
        <Text as="span" fontFamily="mono" fontWeight="semibold" color="fg">
          {t({ id: 'problem_summary.id', message: `#${problem.problem_id}` })}
        </Text>
        <Text as="span">{t({ id: 'problem_summary.grade', message: `Grade ${grade}` })}</Text>
        <DifficultyStars value={problem.difficulty} size="0.85rem" />
      </HStack>
      <Text lineClamp={3} whiteSpace="pre-wrap" wordBreak="break-word">
        {problem.text}
      </Text>
    </Box>
  );
}
