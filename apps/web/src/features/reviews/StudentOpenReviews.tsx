import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { useOpenReviewCount } from '../../lib/review-queries.ts';

/** The student page's line on the student's open reviews (docs/product/screens.md#student-page). */
export function StudentOpenReviews({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  const count = useOpenReviewCount(studentId);
  // Until the count is there the line keeps its place (empty), so the sections below it do not
  // move down when it arrives.
  if (count === undefined) return <Text fontSize="sm" aria-hidden="true">{'\u00a0'}</Text>;
  const text =
    count === 0
      ? t({ id: 'reviews.student_none', message: 'No open reviews of this student\u2019s conversations.' })
      : t({ id: 'reviews.student_open', message: plural(count, { one: '# open review of this student\u2019s conversations', other: '# open reviews of this student\u2019s conversations' }) });
  return (
    <Text fontSize="sm" data-testid="student-open-reviews">
      {count === 0 ? (
        text
      ) : (
        <ChakraLink asChild color="orange.800" fontWeight="semibold" textDecoration="underline">
          <Link href={paths.reviews.list.href({ student: studentId })}>{text}</Link>
        </ChakraLink>
      )}
    </Text>
  );
}
