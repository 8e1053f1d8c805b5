import { isApiError, type School } from '@backoffice/api-client';
import { Alert, Button, Card, chakra, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { RouteParams } from '../../lib/route-params.ts';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { NotFoundNotice } from '../../components/NotFoundNotice.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { errorMessages, notifyError, notifySuccess } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { prefetchSchool, useCreateSchoolMutation, useSchoolQuery, useUpdateSchoolMutation } from './api.ts';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { serverStateFor } from '../../lib/server-state.tsx';
import { formProblem, useZodForm } from '../../components/form/index.ts';
import {
  EMPTY_SCHOOL_FORM,
  schoolFormMessage,
  schoolFormSchema,
  schoolFormFrom,
  schoolMessages,
  schoolPayload,
  type SchoolForm,
} from './school-form.ts';
import { SchoolFields } from './SchoolFields.tsx';

/** The school starts loading with the screen's chunk (app/routes.ts). */
export function prefetchSchoolPage({ api, token, params }: PrefetchContext): void {
  const id = parseRouteId(params.schoolId);
  if (typeof id === 'number') prefetchSchool(serverStateFor(api, token), id);
}

/**
 * /schools/new and /schools/{schoolId} (admin; docs/product/screens.md): the school's form. Saving goes back to
 * the list with a confirmation; an unknown id shows school.not_found with the way back. `sections` are other
 * features' parts below the form (its change history: app/pages/SchoolPage.tsx).
 */
export default function SchoolPage({ params, sections }: { params: RouteParams; sections?: (school: School) => ReactNode }) {
  const { t } = useLingui();
  const id = parseRouteId(params.schoolId);
  const school = useSchoolQuery(typeof id === 'number' ? id : null);
  const title =
    id === 'new' ? t({ id: 'school.title_new', message: 'New school' }) : t({ id: 'school.title', message: 'Edit school' });

  const notFound = (
    <NotFoundNotice
      message={t({ id: 'school.not_found', message: 'School not found' })}
      backHref={paths.schools.list.href()}
      backLabel={t({ id: 'school.back', message: 'Back to schools' })}
    />
  );

  let body;
  if (id === null) body = notFound;
  else if (id === 'new') body = <SchoolEditor key="new" school={null} />;
  else if (school.isPending) body = <LoadingScreen minH="40vh" />;
  else if (school.error) {
    body = isApiError(school.error) && school.error.status === 404 ? notFound : <LoadFailed />;
  } else {
    body = (
      <Stack gap="6">
        <SchoolEditor key={school.data.school_id} school={school.data} />
        {sections?.(school.data)}
      </Stack>
    );
  }

  return (
    <>
      <PageHeading>{title}</PageHeading>
      {body}
    </>
  );
}

function LoadFailed() {
  const { i18n } = useLingui();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{i18n._(errorMessages.error)}</Alert.Title>
    </Alert.Root>
  );
}

/** The form itself: starts from the loaded school (or empty), saves, then returns to /schools. */
function SchoolEditor({ school }: { school: School | null }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const form = useZodForm(schoolFormSchema, school ? schoolFormFrom(school) : EMPTY_SCHOOL_FORM, {
    keep: `school:${school?.school_id ?? 'new'}`,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSchoolMutation();
  const update = useUpdateSchoolMutation();
  const busy = create.isPending || update.isPending;

  const save = async (values: SchoolForm) => {
    setProblem(null);
    if (busy) return;
    const body = schoolPayload(values);
    try {
      if (school) await update.mutateAsync({ id: school.school_id, body });
      else await create.mutateAsync(body);
      void notifySuccess(t({ id: 'school.saved', message: 'School saved' }));
      navigate(paths.schools.list.href());
    } catch (error) {
      // A failed save is common.error (docs/product/errors.md); a failed creation schools.error_create.
      void notifyError(error, school ? errorMessages.error : schoolMessages.createFailed);
    }
  };

  return (
    <Card.Root maxW="2xl">
      <Card.Body>
        <chakra.form
          noValidate
          onSubmit={form.handleSubmit(save, (errors) => {
            const message = schoolFormMessage(formProblem(errors));
            setProblem(message ? i18n._(message) : null);
          })}
        >
          <Stack gap="4">
            {problem ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{problem}</Alert.Title>
              </Alert.Root>
            ) : null}
            <SchoolFields control={form.control} autoFocusName={!school} />
            <HStack justify="flex-end" gap="3" pt="2">
              <Button asChild variant="outline">
                <Link href={paths.schools.list.href()}>{t({ id: 'common.cancel', message: 'Cancel' })}</Link>
              </Button>
              <Button type="submit" colorPalette="teal" loading={busy}>
                {t({ id: 'common.save', message: 'Save' })}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
