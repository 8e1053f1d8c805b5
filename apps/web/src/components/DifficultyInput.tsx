import { RatingGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { MAX_DIFFICULTY } from './DifficultyStars.tsx';

export interface DifficultyInputProps {
  value: number;
  onChange: (value: number) => void;
  /** The visible label above the stars. */
  label: string;
  readOnly?: boolean;
}

/**
 * A problem's difficulty chosen as stars, 1 to 5 (docs/product/screens.md): the one control wherever a difficulty
 * is entered (the problem editor, the extracted drafts). It is a radio group: arrow keys move, a
 * click on a star sets it; 0 stars cannot be chosen. DifficultyStars shows a difficulty in lists.
 */
export function DifficultyInput({ value, onChange, label, readOnly = false }: DifficultyInputProps) {
  const { t } = useLingui();
  return (
    <RatingGroup.Root
      count={MAX_DIFFICULTY}
      value={value}
      onValueChange={(details) => onChange(Math.max(1, details.value))}
      readOnly={readOnly}
      colorPalette="orange"
      size="lg"
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      gap="1.5"
    >
      <RatingGroup.Label fontWeight="medium" fontSize="sm">
        {label}
      </RatingGroup.Label>
      <RatingGroup.HiddenInput />
      <RatingGroup.Control>
        {Array.from({ length: MAX_DIFFICULTY }, (_, index) => (
          <RatingGroup.Item key={index} index={index + 1} aria-label={t({ id: 'problem.difficulty_value', message: `Difficulty ${index + 1} of 5` })}>
            <RatingGroup.ItemIndicator />
          </RatingGroup.Item>
        ))}
      </RatingGroup.Control>
    </RatingGroup.Root>
  );
}
