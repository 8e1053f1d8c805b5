import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOpenReviewCount } from '../../lib/review-queries.ts';

/** The open reviews on the navigation's link to /reviews; nothing when there are none. */
export function OpenReviewsBadge() {
  const { t } = useLingui();
  const count = useOpenReviewCount();
  if (!count) return null;
  return (
    <Badge ms="1.5" colorPalette="red" variant="solid" rounded="full" size="sm">
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{t({ id: 'reviews.open_count', message: `${count} open` })}</VisuallyHidden>
    </Badge>
  );
}
