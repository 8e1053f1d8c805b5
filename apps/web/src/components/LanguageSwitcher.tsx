import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES } from '../lib/i18n.ts';
import { useLocale } from '../lib/use-locale.ts';

/** Switches the interface language; the choice survives a reload (local storage and cookie). */
export function LanguageSwitcher({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useLingui();
  const [locale, setLocale] = useLocale();
  return (
    <NativeSelect.Root size={size} width="auto" minW="36">
      <NativeSelect.Field
        aria-label={t({ id: 'language.label', message: 'Language' })}
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLocale(next)) void setLocale(next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
