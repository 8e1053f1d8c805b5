import { chakra, Text } from '@chakra-ui/react';

/**
 * A review's excerpt with the match marked (docs/product/screens.md#reviews): plain text in
 * three pieces, never HTML, so whatever a child typed is shown as typed.
 */
export function MarkedExcerpt({ excerpt, start, end }: { excerpt: string; start: number | null; end: number | null }) {
  const marked = start !== null && end !== null && start < end && end <= excerpt.length;
  return (
    <Text as="blockquote" borderStartWidth="3px" borderColor="border.emphasized" ps="3" py="1" color="fg" whiteSpace="pre-wrap" overflowWrap="anywhere">
      {marked ? (
        <>
          {excerpt.slice(0, start)}
          <chakra.mark bg="yellow.200" color="fg" px="0.5" rounded="sm">
            {excerpt.slice(start, end)}
          </chakra.mark>
          {excerpt.slice(end)}
        </>
      ) : (
        excerpt
      )}
    </Text>
  );
}
