import type { Class } from '@backoffice/api-client';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { textCollator } from '../../lib/collator.ts';

const sortClasses = (classes: readonly Class[], collator: Intl.Collator) =>
  [...classes].sort((a, b) => collator.compare(a.school_name ?? '', b.school_name ?? '') || collator.compare(a.name, b.name));

/**
 * A student's class (docs/product/screens.md): "no class" (the spec's option 0, sent as null) or one of the
 * classes in scope; admins, who see every school's classes, read the school in brackets.
 */
export function ClassSelect({
  label,
  value,
  onChange,
  classes,
  showSchool,
  disabled = false,
  valueName,
}: {
  label: string;
  value: number | null;
  onChange: (classId: number | null) => void;
  classes: readonly Class[];
  showSchool: boolean;
  disabled?: boolean;
  /**
   * What the chosen class is called, for when it is not among `classes` (they could not be
   * loaded): the select then still names the student's class instead of "No class".
   */
  valueName?: string | null;
}) {
  const { t, i18n } = useLingui();
  // No collator for nothing to sort: while the classes load, the page's first render with the
  // student does not make one (lib/collator.ts).
  const sorted = classes.length > 1 ? sortClasses(classes, textCollator(i18n.locale)) : classes;
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value === null ? '0' : String(value)}
          onChange={(event) => {
            const chosen = Number(event.currentTarget.value);
            onChange(chosen > 0 ? chosen : null);
          }}
        >
          <option value="0">{t({ id: 'students.no_class', message: 'No class' })}</option>
          {value !== null && valueName && !classes.some((klass) => klass.class_id === value) ? (
            <option value={value}>{valueName}</option>
          ) : null}
          {sorted.map((klass) => (
            <option key={klass.class_id} value={klass.class_id}>
              {showSchool && klass.school_name ? `${klass.name} (${klass.school_name})` : klass.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
