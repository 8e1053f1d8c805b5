import { useLingui } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';
import { TextField } from '../../components/form/index.ts';
import type { TopicForm } from './topic-form.ts';

/**
 * A topic's name (required, docs/product/validation.md): the create dialog's and the topic page's one field. A
 * missing name says so under the field in the form kit's wording.
 */
export function TopicNameField({ control, autoFocus = false }: { control: Control<TopicForm>; autoFocus?: boolean }) {
  const { t } = useLingui();
  return (
    <TextField
      control={control}
      name="name"
      required
      autoFocus={autoFocus}
      label={t({ id: 'topics.field.name', message: 'Name' })}
      inputProps={{ maxLength: 200 }}
    />
  );
}
