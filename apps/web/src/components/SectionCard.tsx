import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  /** Shown after the title for sighted users; screen readers count the rows themselves. */
  count?: number;
  /** Buttons at the right of the title (wrapping below it on narrow screens). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A titled part of a page (a class's students and topics, a student's history and
 * conversations): a card that is a section named by its heading for screen readers.
 */
export function SectionCard({ title, count, actions, children }: SectionCardProps) {
  const headingId = useId();
  const heading = (
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
  );
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        {actions ? (
          <HStack gap="3" justify="space-between" wrap="wrap">
            {heading}
            <HStack gap="2" wrap="wrap">
              {actions}
            </HStack>
          </HStack>
        ) : (
          heading
        )}
      </Card.Header>
      <Card.Body display="flex" flexDirection="column" gap="4">
        {children}
      </Card.Body>
    </Card.Root>
  );
}
