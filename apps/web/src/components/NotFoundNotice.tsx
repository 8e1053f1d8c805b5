import { Alert, Button } from '@chakra-ui/react';
import { Link } from 'wouter';
import { ArrowLeftIcon } from './icons.tsx';

/** "No such thing" on a detail page (an unknown or foreign id), with the way back to its list. */
export function NotFoundNotice({ message, backHref, backLabel }: { message: string; backHref: string; backLabel: string }) {
  return (
    <>
      <Alert.Root status="warning" role="alert" mb="4">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Button asChild variant="outline">
        <Link href={backHref}>
          <ArrowLeftIcon />
          {backLabel}
        </Link>
      </Button>
    </>
  );
}
