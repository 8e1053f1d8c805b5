import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled part of the student page (history, conversations), labelled for screen readers. */
export function StudentSection({
  title,
  count,
  actions,
  children,
}: {
  title: string;
  count?: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <HStack gap="3" justify="space-between" wrap="wrap">
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
          {actions ? (
            <HStack gap="2" wrap="wrap">
              {actions}
            </HStack>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body display="flex" flexDirection="column" gap="4">
        {children}
      </Card.Body>
    </Card.Root>
  );
}
