import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';

/** The conversation viewer, /students/{studentId}/conversations/{conversationId}. Built later. */
export default function ConversationPage() {
  const { t } = useLingui();
  return <PageHeading>{t({ id: 'conversation.title', message: 'Conversation' })}</PageHeading>;
}
