import { HStack, Slider, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';

export interface RangeSliderProps {
  label: string;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** Called when the user lets go (for expensive reactions like a new search). */
  onChangeEnd?: (value: [number, number]) => void;
  min?: number;
  max?: number;
  step?: number;
  /** The step of Page Up and Page Down. */
  largeStep?: number;
  disabled?: boolean;
}

const THUMB_SIZE = { width: 20, height: 20 };

/**
 * A two-thumb slider with the defaults of docs/product/validation.md: min 0, max 100, step 1, page steps of 10.
 * Each thumb is a keyboard-operable slider with its own accessible name.
 */
export function RangeSlider({
  label,
  value,
  onChange,
  onChangeEnd,
  min = 0,
  max = 100,
  step = 1,
  largeStep = 10,
  disabled = false,
}: RangeSliderProps) {
  const { t } = useLingui();
  const labelId = useId();
  const [from, to] = value;
  // Each thumb is named by its own hidden label ("Grade: from", "Grade: to"); a Slider.Label
  // would name both thumbs alike, so the visible label names the group instead.
  return (
    <Slider.Root
      value={value}
      min={min}
      max={max}
      step={step}
      largeStep={largeStep}
      disabled={disabled}
      minStepsBetweenThumbs={0}
      // The thumbs' size (the md slider's 1.25rem) given, not measured: measuring it on mount
      // forces a layout of the whole page while the screen is first drawn.
      thumbSize={THUMB_SIZE}
      colorPalette="teal"
      // One label id per thumb: a prop of the slider, not the DOM attribute the rule checks.
      // eslint-disable-next-line jsx-a11y/aria-proptypes
      aria-labelledby={[`${labelId}-from`, `${labelId}-to`]}
      onValueChange={(details) => onChange([details.value[0] ?? min, details.value[1] ?? max])}
      onValueChangeEnd={(details) => onChangeEnd?.([details.value[0] ?? min, details.value[1] ?? max])}
    >
      <HStack justify="space-between" role="group" aria-labelledby={labelId}>
        <Text id={labelId} fontWeight="medium" fontSize="sm">
          {label}
        </Text>
        <VisuallyHidden id={`${labelId}-from`}>{t({ id: 'range.from', message: `${label}: from` })}</VisuallyHidden>
        <VisuallyHidden id={`${labelId}-to`}>{t({ id: 'range.to', message: `${label}: to` })}</VisuallyHidden>
        <Text as="output" fontSize="sm" color="fg.muted" aria-live="polite">
          {from === to ? String(from) : `${from} – ${to}`}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
