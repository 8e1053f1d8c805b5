import type { Problem } from '@backoffice/api-client';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { RemoveIcon } from '../../components/icons.tsx';
import { ProblemSummary } from '../../components/ProblemSummary.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import type { QuizChange } from './api.ts';

export interface TopicProblemRowProps {
  problem: Problem;
  quiz: boolean;
  onQuiz: (change: QuizChange) => void;
  onRemove: (problem: Problem) => void;
}

/**
 * One problem of the topic's list: the problem with its math, the quiz switch and Remove.
 * Memoised on what it shows: a refreshed list brings new entries for the problems whose
 * ordering number changed, and those must not typeset their math again.
 */
export const TopicProblemRow = memo(function TopicProblemRow({ problem, quiz, onQuiz, onRemove }: TopicProblemRowProps) {
  const { t } = useLingui();
  const problemId = problem.problem_id;
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ md: 'flex-start' }}>
      <ProblemSummary problem={problem} />
      <HStack gap="3" flexShrink="0">
        <HStack gap="2">
          <Text as="span" fontSize="sm" aria-hidden="true">
            {t({ id: 'topic.quiz', message: 'Quiz' })}
          </Text>
          <ToggleSwitch
            checked={quiz}
            label={t({ id: 'topic.quiz_named', message: `Quiz: problem ${problem.problem_id}` })}
            onChange={(checked) => onQuiz({ problemId, quiz: checked })}
          />
        </HStack>
        <RowIconButton
          tone="red"
          label={t({ id: 'topic.remove_named', message: `Remove problem ${problem.problem_id}` })}
          title={t({ id: 'common.remove', message: 'Remove' })}
          onClick={() => onRemove(problem)}
        >
          <RemoveIcon />
        </RowIconButton>
      </HStack>
    </Stack>
  );
});
