import { Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FormField } from '../../components/form/index.ts';
import { isBlank } from '../../lib/text.ts';

/**
 * A topic's name (required, spec §5): the create dialog's and the topic page's one field. A
 * missing name says so under the field in the form kit's wording.
 */
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
    <FormField label={t({ id: 'topics.field.name', message: 'Name' })} required error={showErrors && isBlank(value) ? 'required' : null}>
      <Input value={value} autoFocus={autoFocus} maxLength={200} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
