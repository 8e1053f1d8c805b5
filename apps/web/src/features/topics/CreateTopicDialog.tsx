import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { formProblem, useZodForm } from '../../components/form/index.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { useCreateTopicMutation } from './api.ts';
import { topicFormSchema, type TopicForm } from './topic-form.ts';
import { topicMessages } from './topic-messages.ts';
import { TopicNameField } from './TopicNameField.tsx';

/** The topics list's create dialog: a name (docs/product/validation.md), then the new topic opens to add problems. */
export default function CreateTopicDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const form = useZodForm(topicFormSchema, { name: '' });
  const create = useCreateTopicMutation();

  const save = async ({ name }: TopicForm) => {
    try {
      const topic = await create.mutateAsync(name.trim());
      void notifySuccess(t({ id: 'topics.created', message: 'Topic created' }));
      onClose();
      navigate(paths.topics.detail.href(topic.problemset_id));
    } catch (error) {
      void notifyError(error, topicMessages.createFailed);
    }
  };

  // The only rule is the name: the summary names it while the field is empty after a submit.
  const nameMissing = formProblem(form.formState.errors) !== null;
  return (
    <FormDialog
      open
      title={t({ id: 'topics.create_title', message: 'New topic' })}
      submitLabel={t({ id: 'common.create', message: 'Create' })}
      onSubmit={form.handleSubmit(save)}
      onClose={onClose}
      busy={create.isPending}
      error={nameMissing ? i18n._(topicMessages.nameRequired) : null}
    >
      <TopicNameField control={form.control} autoFocus />
    </FormDialog>
  );
}
