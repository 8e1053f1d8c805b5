import { isApiError, type Problemset } from '@backoffice/api-client';
import { Alert, Button, Card, chakra, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import type { RouteParams } from '../../lib/route-params.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { NotFoundNotice } from '../../components/NotFoundNotice.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formProblem, useZodForm } from '../../components/form/index.ts';
import { errorMessage, notifyError, notifySuccess } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { useCreateTopicMutation, useRenameTopicMutation, useTopicQuery } from './api.ts';
import { topicFormSchema, type TopicForm } from './topic-form.ts';
import { topicMessages } from './topic-messages.ts';
import { TopicNameField } from './TopicNameField.tsx';
import { TopicProblems } from './TopicProblems.tsx';
import { preloadMathMarkdown } from '../../components/MathMarkdown.tsx';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { prefetchQuery, serverStateFor } from '../../lib/server-state.tsx';

/** The topic, its problems and the math renderer, asked for with the screen's chunk (app/routes.ts). */
export function prefetch({ api, token, params }: PrefetchContext): void {
  const id = parseRouteId(params.problemsetId);
  if (typeof id !== 'number') return;
  const server = serverStateFor(api, token);
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/problemsets/{id}', { params: { path: { id } } }));
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/problemsets/{id}/problems', { params: { path: { id } } }));
  preloadMathMarkdown();
}

/**
 * /problemsets/new and /problemsets/{problemsetId} (all roles; docs/product/screens.md#topic-page): the name
 * form and, for an existing topic, its ordered problems. An unknown topic, or one out of the
 * user's scope, is "not found".
 */
export default function TopicPage({ params }: { params: RouteParams }) {
  const { t, i18n } = useLingui();
  const id = parseRouteId(params.problemsetId);
  const topic = useTopicQuery(typeof id === 'number' ? id : null);

  if (id === 'new') {
    return (
      <>
        <PageHeading>{t({ id: 'topic.title_new', message: 'New topic' })}</PageHeading>
        <TopicNameForm key="new" topic={null} />
      </>
    );
  }

  const notFound = (
    <NotFoundNotice
      message={i18n._(topicMessages.notFound)}
      backHref={paths.topics.list.href()}
      backLabel={t({ id: 'topic.back', message: 'Back to topics' })}
    />
  );
  let body;
  if (id === null) body = notFound;
  else if (topic.isPending) body = <LoadingScreen minH="40vh" />;
  else if (topic.error) {
    body =
      isApiError(topic.error) && topic.error.status === 404 ? (
        notFound
      ) : (
        <LoadFailed message={errorMessage(topic.error)} onRetry={() => void topic.refetch()} busy={topic.isFetching} />
      );
  } else {
    body = (
      <Stack gap="6">
        <TopicNameForm key={topic.data.problemset_id} topic={topic.data} />
        <TopicProblems topic={topic.data} />
      </Stack>
    );
  }
  const name = topic.data?.name;
  return (
    <>
      <PageHeading>
        {name ? t({ id: 'topic.heading', message: `Topic: ${name}` }) : t({ id: 'topic.title', message: 'Edit topic' })}
      </PageHeading>
      {body}
    </>
  );
}

/**
 * The name form. A new topic is created and opened (its problems are added there); an existing
 * one is renamed and stays open, since its problems are on the same page.
 */
function TopicNameForm({ topic }: { topic: Problemset | null }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const form = useZodForm(topicFormSchema, { name: topic?.name ?? '' });
  const create = useCreateTopicMutation();
  const rename = useRenameTopicMutation();
  const busy = create.isPending || rename.isPending;

  const save = async ({ name }: TopicForm) => {
    if (busy) return;
    try {
      if (topic) {
        await rename.mutateAsync({ id: topic.problemset_id, name: name.trim() });
        void notifySuccess(t({ id: 'topic.saved', message: 'Topic saved' }));
      } else {
        const created = await create.mutateAsync(name.trim());
        void notifySuccess(t({ id: 'topics.created', message: 'Topic created' }));
        navigate(paths.topics.detail.href(created.problemset_id), { replace: true });
      }
    } catch (error) {
      void notifyError(error, topic ? topicMessages.saveFailed : topicMessages.createFailed);
    }
  };

  return (
    <Card.Root maxW="2xl">
      <Card.Body>
        <chakra.form noValidate onSubmit={form.handleSubmit(save)}>
          <Stack gap="4">
            {formProblem(form.formState.errors) !== null ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{i18n._(topicMessages.nameRequired)}</Alert.Title>
              </Alert.Root>
            ) : null}
            <TopicNameField control={form.control} autoFocus={!topic} />
            <HStack justify="flex-end" gap="3">
              <Button asChild variant="outline">
                <Link href={paths.topics.list.href()}>{t({ id: 'topic.back', message: 'Back to topics' })}</Link>
              </Button>
              <Button type="submit" colorPalette="teal" loading={busy}>
                {topic ? t({ id: 'common.save', message: 'Save' }) : t({ id: 'common.create', message: 'Create' })}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
