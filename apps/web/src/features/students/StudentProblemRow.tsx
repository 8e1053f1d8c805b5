import type { Problem } from '@backoffice/api-client';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { RemoveIcon } from '../../components/icons.tsx';
import { ProblemSummary } from '../../components/ProblemSummary.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import type { StudentFlagChange } from './api.ts';

/** A labelled switch of a problem row (the label is visible; the switch's name says which problem). */
function FlagSwitch({ text, label, checked, onChange }: { text: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <HStack gap="2">
      <Text as="span" fontSize="sm" aria-hidden="true">
        {text}
      </Text>
      <ToggleSwitch checked={checked} label={label} onChange={onChange} />
    </HStack>
  );
}

export interface StudentProblemRowProps {
  problem: Problem;
  quiz: boolean;
  solved: boolean;
  onFlag: (change: StudentFlagChange) => void;
  onRemove: (problem: Problem) => void;
}

/**
 * One assigned problem of the student's list: the problem with its math, a quiz and a solved
 * switch, and Remove. Memoised on what it shows: a refreshed list brings new entries for the
 * problems whose ordering number changed, and those must not typeset their math again.
 */
export const StudentProblemRow = memo(function StudentProblemRow({ problem, quiz, solved, onFlag, onRemove }: StudentProblemRowProps) {
  const { t } = useLingui();
  const problemId = problem.problem_id;
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ md: 'flex-start' }}>
      <ProblemSummary problem={problem} />
      <HStack gap="4" flexShrink="0" wrap="wrap">
        <FlagSwitch
          text={t({ id: 'student.quiz', message: 'Quiz' })}
          label={t({ id: 'student.quiz_named', message: `Quiz: problem ${problemId}` })}
          checked={quiz}
          onChange={(value) => onFlag({ problemId, flag: 'quiz', value })}
        />
        <FlagSwitch
          text={t({ id: 'student.solved', message: 'Solved' })}
          label={t({ id: 'student.solved_named', message: `Solved: problem ${problemId}` })}
          checked={solved}
          onChange={(value) => onFlag({ problemId, flag: 'solved', value })}
        />
        <RowIconButton
          tone="red"
          label={t({ id: 'student.remove_named', message: `Remove problem ${problemId}` })}
          title={t({ id: 'common.remove', message: 'Remove' })}
          onClick={() => onRemove(problem)}
        >
          <RemoveIcon />
        </RowIconButton>
      </HStack>
    </Stack>
  );
});
