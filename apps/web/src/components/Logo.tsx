import { Image } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../lib/session.ts';

/** The product logo; each language has its own (the product name in that language). */
export function Logo({ height = '40px' }: { height?: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  return (
    <Image
      src={`/logos/logo-${locale}.svg`}
      alt={t({ id: 'app.name', message: 'Maths back office' })}
      height={height}
      width="auto"
      // Every logo is drawn on 220 × 48: with its proportions known before it loads, the header
      // keeps its room and nothing beside it moves when it arrives.
      htmlWidth="220"
      htmlHeight="48"
      data-locale={locale}
    />
  );
}
