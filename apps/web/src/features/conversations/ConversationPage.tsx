import { isApiError } from '@backoffice/api-client';
import { Alert, Box, Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { RouteParams } from '../../lib/route-params.ts';
import { ArrowLeftIcon, DownloadIcon } from '../../components/icons.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDate } from '../../lib/dates.ts';
import { errorMessage, notifyError, notifySuccess } from '../../lib/errors.ts';
import { i18n } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { userAtom } from '../../lib/session.ts';
import {
  useCharactersQuery,
  useConversationMessagesQuery,
  useConversationRecordingsQuery,
  useFetchExport,
  useStudentQuery,
} from './api.ts';
import { conversationMessages } from './conversation-messages.ts';
import { saveBlob } from '../../lib/download.ts';
import { formatMinutes } from './messages.ts';
import { MessageList } from './MessageList.tsx';
import { Recordings } from './Recordings.tsx';
import { useConversationFlags } from '../../lib/review-queries.ts';
import { preloadMathMarkdown } from '../../components/MathMarkdown.tsx';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { prefetchQuery, serverStateFor } from '../../lib/server-state.tsx';

/** The student, the messages and the recordings, asked for with the screen's chunk (app/routes.ts). */
export function prefetch({ api, token, params }: PrefetchContext): void {
  const studentId = params.studentId ?? '';
  const conversationId = parseRouteId(params.conversationId);
  if (!studentId || typeof conversationId !== 'number') return;
  const server = serverStateFor(api, token);
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/students/{id}', { params: { path: { id: studentId } } }));
  prefetchQuery(server, (q) => q.queryOptions('get', '/conversations/{conversationId}/messages', {
    params: { path: { conversationId }, query: { student_id: studentId, skip_active_check: true } },
  }));
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/conversations/{id}/recordings', { params: { path: { id: conversationId }, query: { student_id: studentId } } }));
  preloadMathMarkdown();
}

/** The message named by the address's fragment, #m{messageId}, if any. */
function useMessageTarget(): number | null {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  const match = /^#m(\d{1,10})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

const STUDENT_ID = /^[a-z2-9]{12}$/;

/** The viewer, /students/{studentId}/conversations/{conversationId} (docs/product/screens.md). */
export default function ConversationPage({ params }: { params: RouteParams }) {
  const studentId = params.studentId ?? '';
  const conversationId = parseRouteId(params.conversationId);
  if (!STUDENT_ID.test(studentId) || typeof conversationId !== 'number') {
    return <LoadFailed studentId={STUDENT_ID.test(studentId) ? studentId : null} error={null} />;
  }
  return <Viewer studentId={studentId} conversationId={conversationId} />;
}

/** Back to the student page (the child's, for parents). */
function BackLink({ studentId }: { studentId: string | null }) {
  const { t } = useLingui();
  const parent = useAtomValue(userAtom)?.usertype === 'parent';
  const href = studentId ? paths.students.detail.href(studentId) : paths.students.list.href();
  const label = studentId
    ? parent
      ? t({ id: 'conversation.back_child', message: 'Back to the child' })
      : t({ id: 'conversation.back_student', message: 'Back to the student' })
    : parent
      ? t({ id: 'conversation.back_children', message: 'Back to the children' })
      : t({ id: 'conversation.back_students', message: 'Back to the students' });
  return (
    <Button asChild variant="ghost" size="sm" mb="2" ms="-2">
      <Link href={href}>
        <ArrowLeftIcon />
        {label}
      </Link>
    </Button>
  );
}

/**
 * A failed load (docs/product/errors.md): conversation.error, or the server's detail when it has one to
 * tell (not for a conversation that is not there or not the reader's, which is the same 404).
 */
function LoadFailed({ studentId, error }: { studentId: string | null; error: unknown }) {
  const { t } = useLingui();
  const text =
    error === null || (isApiError(error) && error.status === 404)
      ? i18n._(conversationMessages.loadError)
      : errorMessage(error, conversationMessages.loadError);
  return (
    <>
      <BackLink studentId={studentId} />
      <PageHeading>{t({ id: 'conversation.title', message: 'Conversation' })}</PageHeading>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{text}</Alert.Title>
      </Alert.Root>
    </>
  );
}

function Viewer({ studentId, conversationId }: { studentId: string; conversationId: number }) {
  const { t } = useLingui();
  const student = useStudentQuery(studentId);
  const conversation = useConversationMessagesQuery(conversationId, studentId);
  const recordings = useConversationRecordingsQuery(conversationId, studentId);
  const characters = useCharactersQuery();
  // Flagged messages carry their review's category (docs/product/screens.md#reviews); a
  // review's link opens the viewer at its message (#m{messageId}).
  const flags = useConversationFlags(studentId, conversationId);
  const target = useMessageTarget();
  const fetchExport = useFetchExport();
  const [exporting, setExporting] = useState(false);

  // Failed recordings and characters are only logged (docs/product/errors.md): the page works without them.
  useEffect(() => {
    if (recordings.error) console.error('The recordings could not be loaded', recordings.error);
  }, [recordings.error]);
  useEffect(() => {
    if (characters.error) console.error('The characters could not be loaded', characters.error);
  }, [characters.error]);

  if (conversation.error) return <LoadFailed studentId={studentId} error={conversation.error} />;
  if (!conversation.data) {
    return (
      <>
        <BackLink studentId={studentId} />
        <Flex justify="center" py="12">
          <Spinner size="lg" role="status" aria-label={t({ id: 'common.loading', message: 'Loading…' })} />
        </Flex>
      </>
    );
  }

  const summary = conversation.data.conversation;
  const messages = conversation.data.messages;
  const name = student.data ? `${student.data.firstname} ${student.data.lastname}`.trim() : '';
  const date = formatDate(summary.created_at);
  const heading = name
    ? t({ id: 'conversation.heading', message: `${name}: conversation of ${date}` })
    : t({ id: 'conversation.heading_no_name', message: `Conversation of ${date}` });
  const characterName = characters.data?.[summary.character_id]?.name ?? summary.character_id;
  const count = summary.message_count;
  const minutes = formatMinutes(summary.duration_minutes);

  const exportFile = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await fetchExport(conversationId, studentId);
      saveBlob(blob, fileName);
      void notifySuccess(i18n._(conversationMessages.exportSuccess));
    } catch (error) {
      void notifyError(error, conversationMessages.exportError);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <BackLink studentId={studentId} />
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <PageHeading>{heading}</PageHeading>
        <Button variant="outline" onClick={() => void exportFile()} loading={exporting} mb="4">
          <DownloadIcon />
          {t({ id: 'conversation.export', message: 'Export' })}
        </Button>
      </Flex>
      <HStack columnGap="5" rowGap="1" wrap="wrap" mb="6" fontSize="sm" color="fg.muted">
        {summary.title ? <Text fontWeight="medium" color="fg">{summary.title}</Text> : null}
        <Text>{t({ id: 'conversation.character', message: `Character: ${characterName}` })}</Text>
        <Text>{t({ id: 'conversation.messages_count', message: `Messages: ${count}` })}</Text>
        <Text>{t({ id: 'conversation.duration', message: `Duration: ${minutes} min` })}</Text>
      </HStack>
      <Recordings studentId={studentId} recordings={recordings.data ?? []} />
      <Box as="section" aria-labelledby="messages-heading">
        <Text as="h2" id="messages-heading" fontSize="lg" fontWeight="semibold" mb="3">
          {t({ id: 'conversation.messages', message: 'Messages' })}
        </Text>
        {messages.length === 0 ? (
          <Text color="fg.muted">{t({ id: 'conversation.empty', message: 'This conversation has no messages.' })}</Text>
        ) : (
          <MessageList
            messages={messages}
            studentName={student.data?.firstname ?? t({ id: 'conversation.role_user', message: 'Student' })}
            characterName={characterName}
            label={t({ id: 'conversation.messages', message: 'Messages' })}
            flags={flags}
            target={target}
          />
        )}
      </Box>
    </>
  );
}
