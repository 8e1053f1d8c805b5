import { Field, NativeSelect } from '@chakra-ui/react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../lib/i18n.ts';

/** A select of the five languages, each named in itself (users, schools, students, profile). */
export function LanguageField({ label, value, onChange }: { label: string; value: Locale; onChange: (value: Locale) => void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            if (isLocale(chosen)) onChange(chosen);
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
    </Field.Root>
  );
}
