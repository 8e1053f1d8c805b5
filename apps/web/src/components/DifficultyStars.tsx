import { useLingui } from '@lingui/react/macro';
import { StarIcon } from './icons.tsx';

export const MAX_DIFFICULTY = 5;

/** A problem's difficulty as filled stars out of 5 (docs/product/screens.md, limits.md). */
export function DifficultyStars({ value, size = '1rem' }: { value: number | null | undefined; size?: string }) {
  const { t } = useLingui();
  const filled = Math.min(MAX_DIFFICULTY, Math.max(0, Math.round(value ?? 0)));
  return (
    // A plain element: lists show a row of stars on every card.
    <div
      role="img"
      aria-label={t({ id: 'difficulty.label', message: `Difficulty ${filled} of ${MAX_DIFFICULTY}` })}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--chakra-spacing-0\\.5)', fontSize: size }}
    >
      {Array.from({ length: MAX_DIFFICULTY }, (_, i) => (
        <StarIcon
          key={i}
          filled={i < filled}
          data-filled={i < filled ? 'true' : 'false'}
          color={i < filled ? 'var(--chakra-colors-orange-400)' : 'var(--chakra-colors-gray-400)'}
        />
      ))}
    </div>
  );
}
