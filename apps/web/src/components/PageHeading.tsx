import { Heading } from '@chakra-ui/react';
import { useEffect } from 'react';

/** A screen's title: the page's h1 and the browser tab's title. */
export function PageHeading({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · Mathe-Backoffice`;
  }, [children]);
  return (
    <Heading as="h1" size="2xl" mb="6">
      {children}
    </Heading>
  );
}
