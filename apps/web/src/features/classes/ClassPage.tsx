import { isApiError, type Class } from '@backoffice/api-client';
import { Alert, Button, Card, chakra, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { PrefetchContext, RouteParams } from '../../lib/route-params.ts';
import { prefetchQuery, serverStateFor } from '../../lib/server-state.tsx';
import { ProgressIcon } from '../../components/icons.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { NotFoundNotice } from '../../components/NotFoundNotice.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { errorMessages, notifyError, notifySuccess } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { useZodForm } from '../../components/form/index.ts';
import { userAtom } from '../../lib/session.ts';
import { useClassQuery, useCreateClassMutation, useSchoolChoicesQuery, useUpdateClassMutation } from './api.ts';
import { chosenSchoolId, classFormBlocker, classFormSchema, classPayload, type ClassForm } from './class-form.ts';
import { classMessages } from './class-messages.ts';
import { ClassFields } from './ClassFields.tsx';
import { ClassStudents } from './ClassStudents.tsx';
import { ClassTopics } from './ClassTopics.tsx';


/** The class, its students and its topics, asked for with the screen's chunk (app/routes.ts). */
export function prefetchClassPage({ api, token, params }: PrefetchContext): void {
  const id = parseRouteId(params.classId);
  if (typeof id !== 'number') return;
  const server = serverStateFor(api, token);
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/classes/{id}', { params: { path: { id } } }));
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/classes/{id}/students-extended', { params: { path: { id } } }));
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/classes/{id}/problemsets-extended', { params: { path: { id } } }));
}

/**
 * /classes/new and /classes/{classId} (admin, schooladmin, teacher; docs/product/screens.md): the form (name,
 * and the school for admins; saving returns to /classes), and for an existing class its
 * students and its topics, and a link to its progress. An unknown class, or one of another school, is "not found".
 * `sections` are other features' parts below the class's own (its change history: app/pages/ClassPage.tsx).
 */
export default function ClassPage({ params, sections }: { params: RouteParams; sections?: (klass: Class) => ReactNode }) {
  const { t, i18n } = useLingui();
  const id = parseRouteId(params.classId);
  const klass = useClassQuery(typeof id === 'number' ? id : null);

  const notFound = (
    <NotFoundNotice
      message={i18n._(classMessages.notFound)}
      backHref={paths.classes.list.href()}
      backLabel={t({ id: 'class.back', message: 'Back to classes' })}
    />
  );

  if (id === 'new') {
    return (
      <>
        <PageHeading>{t({ id: 'class.title_new', message: 'New class' })}</PageHeading>
        <ClassEditor key="new" klass={null} />
      </>
    );
  }

  let body;
  if (id === null) body = notFound;
  else if (klass.isPending) body = <LoadingScreen minH="40vh" />;
  else if (klass.error) {
    body =
      isApiError(klass.error) && klass.error.status === 404 ? (
        notFound
      ) : (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{i18n._(errorMessages.error)}</Alert.Title>
        </Alert.Root>
      );
  } else {
    body = (
      <Stack gap="6">
        <ClassEditor key={klass.data.class_id} klass={klass.data} />
        <ClassStudents classId={klass.data.class_id} className={klass.data.name} />
        <ClassTopics classId={klass.data.class_id} className={klass.data.name} />
        {sections?.(klass.data)}
      </Stack>
    );
  }

  const name = klass.data?.name;
  return (
    <>
      <PageHeading>
        {name ? t({ id: 'class.heading', message: `Class ${name}` }) : t({ id: 'class.title', message: 'Edit class' })}
      </PageHeading>
      {klass.data ? (
        <HStack mt="-3" mb="5">
          <Button asChild variant="outline" size="sm">
            <Link href={paths.classes.progress.href(klass.data.class_id)}>
              <ProgressIcon />
              {t({ id: 'class.progress', message: 'Progress' })}
            </Link>
          </Button>
        </HStack>
      ) : null}
      {body}
    </>
  );
}

/** The class's name and (admins) school; saving returns to /classes. */
function ClassEditor({ klass }: { klass: Class | null }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const user = useAtomValue(userAtom);
  const isAdmin = user?.usertype === 'admin';
  const schools = useSchoolChoicesQuery(isAdmin);
  const create = useCreateClassMutation();
  const update = useUpdateClassMutation();
  const form = useZodForm(
    classFormSchema,
    { name: klass?.name ?? '', schoolId: klass?.school_id ?? null },
    { keep: `class:${klass?.class_id ?? 'new'}` },
  );
  const schoolChoice = useWatch({ control: form.control, name: 'schoolId' });
  const [nameMissing, setNameMissing] = useState(false);
  if (!user) return null;

  const context = { user, schools: schools.data };
  // Only a new class needs a school to go to; an existing one keeps or changes its own.
  const blocker = klass ? null : classFormBlocker(context);
  const busy = create.isPending || update.isPending;
  const waitingForSchools = isAdmin && schools.isPending;

  const save = async (values: ClassForm) => {
    setNameMissing(false);
    if (blocker || busy || waitingForSchools) return;
    try {
      if (klass) {
        const body = isAdmin ? classPayload(values, context) : { name: values.name.trim(), school_id: klass.school_id };
        await update.mutateAsync({ id: klass.class_id, body });
      } else {
        await create.mutateAsync(classPayload(values, context));
      }
      void notifySuccess(t({ id: 'class.saved', message: 'Class saved' }));
      navigate(paths.classes.list.href());
    } catch (error) {
      void notifyError(error, klass ? classMessages.saveFailed : classMessages.createFailed);
    }
  };

  return (
    <Card.Root maxW="2xl">
      <Card.Body>
        <chakra.form
          noValidate
          onSubmit={form.handleSubmit(save, () => setNameMissing(true))}
        >
          <Stack gap="4">
            {blocker ? (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Title>{i18n._(blocker)}</Alert.Title>
              </Alert.Root>
            ) : nameMissing ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{i18n._(classMessages.nameRequired)}</Alert.Title>
              </Alert.Root>
            ) : null}
            <ClassFields
              control={form.control}
              chooseSchool={isAdmin}
              schools={schools.data}
              schoolId={chosenSchoolId({ schoolId: schoolChoice }, context)}
              autoFocusName={!klass}
            />
            <HStack justify="flex-end" gap="3" pt="2">
              <Button asChild variant="outline">
                <Link href={paths.classes.list.href()}>{t({ id: 'common.cancel', message: 'Cancel' })}</Link>
              </Button>
              <Button type="submit" colorPalette="teal" loading={busy} disabled={blocker !== null || waitingForSchools}>
                {t({ id: 'common.save', message: 'Save' })}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
