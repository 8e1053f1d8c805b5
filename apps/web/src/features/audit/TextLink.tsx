import { Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** An in-app link inside running text or a table cell, in the app's link colour. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="teal.700" textDecoration="underline" textUnderlineOffset="2px" _hover={{ color: 'teal.900' }}>
      <Link href={href}>{children}</Link>
    </ChakraLink>
  );
}
