import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled part of the class page (its students, its topics), labelled for screen readers. */
export function ClassSection({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <HStack gap="2" align="baseline">
          <Heading as="h2" size="lg" id={headingId}>
            {title}
          </Heading>
          {count !== undefined ? (
            <Text color="fg.muted" fontSize="sm" aria-hidden="true">
              ({count})
            </Text>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body display="flex" flexDirection="column" gap="4">
        {children}
      </Card.Body>
    </Card.Root>
  );
}
