import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { FormDialog } from '../../components/FormDialog.tsx';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { isBlank } from '../../lib/text.ts';
import { useCreateTopicMutation } from './api.ts';
import { topicMessages } from './topic-messages.ts';
import { TopicNameField } from './TopicNameField.tsx';

/** The topics list's create dialog: a name (spec §5), then the new topic opens to add problems. */
export default function CreateTopicDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const create = useCreateTopicMutation();

  const submit = async () => {
    setShowErrors(true);
    if (isBlank(name)) return;
    try {
      const topic = await create.mutateAsync(name.trim());
      void notifySuccess(t({ id: 'topics.created', message: 'Topic created' }));
      onClose();
      navigate(paths.topics.detail.href(topic.problemset_id));
    } catch (error) {
      void notifyError(error, topicMessages.createFailed);
    }
  };

  return (
    <FormDialog
      open
      title={t({ id: 'topics.create_title', message: 'New topic' })}
      submitLabel={t({ id: 'common.create', message: 'Create' })}
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending}
      error={showErrors && isBlank(name) ? i18n._(topicMessages.nameRequired) : null}
    >
      <TopicNameField value={name} onChange={setName} showErrors={showErrors} autoFocus />
    </FormDialog>
  );
}
