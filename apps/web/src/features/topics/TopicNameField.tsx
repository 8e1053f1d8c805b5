import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isBlank } from '../../lib/text.ts';

/** A topic's name (required, spec §5): the create dialog's and the topic page's one field. */
export function TopicNameField({
  value,
  onChange,
  showErrors,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  showErrors: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Field.Root required invalid={showErrors && isBlank(value)}>
      <Field.Label>
        {t({ id: 'topics.field.name', message: 'Name' })}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} autoFocus={autoFocus} maxLength={200} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}
