import type { Problem } from '@backoffice/api-client';
import { Box, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { gradeLabel } from '../lib/problem-format.ts';
import { DifficultyStars } from './DifficultyStars.tsx';
import { MathMarkdown } from './MathMarkdown.tsx';

/**
 * A problem as a row of an ordered list shows it (topics' and students' problems, docs/product/screens.md): its
 * id, its text with tables and math (rendered inertly: the text is the author's), its grade and
 * its difficulty.
 */
export function ProblemSummary({ problem }: { problem: Problem }) {
  const { t } = useLingui();
  const grade = gradeLabel(problem.gradefrom, problem.gradeto);
  const problemId = problem.problem_id;
  return (
    <Box minW="0" flex="1">
      <HStack gap="3" wrap="wrap" mb="1" fontSize="sm" color="fg.muted">
        <Text as="span" fontWeight="semibold" color="fg">
          {t({ id: 'problem_summary.id', message: `Problem ${problemId}` })}
        </Text>
        <Text as="span">{t({ id: 'problem_summary.grade', message: `Grade ${grade}` })}</Text>
        <DifficultyStars value={problem.difficulty} size="0.85rem" />
      </HStack>
      <MathMarkdown text={problem.text} />
    </Box>
  );
}
