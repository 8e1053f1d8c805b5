import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { currentLocale, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../lib/i18n.ts';
import { useLocale } from '../lib/use-locale.ts';

/**
 * Switches the interface language; the choice survives a reload (local storage and cookie).
 * `onChosen` hears of a choice once that language shows (the shell saves it to the profile).
 */
export function LanguageSwitcher({
  size = 'sm',
  onChosen,
}: {
  size?: 'xs' | 'sm' | 'md';
  onChosen?: (locale: Locale) => void;
}) {
  const { t } = useLingui();
  const [locale, setLocale] = useLocale();
  return (
    <NativeSelect.Root size={size} width="auto" minW="36">
      <NativeSelect.Field
        aria-label={t({ id: 'language.label', message: 'Language' })}
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isLocale(next)) return;
          void setLocale(next).then(() => {
            // A later choice made meanwhile is the one that counts.
            if (currentLocale() === next) onChosen?.(next);
          });
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
