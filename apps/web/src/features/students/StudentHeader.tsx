import type { Gender, Language, Student, StudentUpdate } from '@backoffice/api-client';
import { Button, Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { EmailField, emailText, useZodForm } from '../../components/form/index.ts';
import { ExternalLinkIcon, MailIcon } from '../../components/icons.tsx';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { userAtom } from '../../lib/session.ts';
import * as z from 'zod/mini';
import { useAppConfigQuery, useClassChoicesQuery, useSendAccessLinkMutation, useUpdateStudentMutation } from './api.ts';
import { ClassSelect } from './ClassSelect.tsx';
import { InlineTextEdit } from './InlineTextEdit.tsx';
import { studentMessages } from './student-messages.ts';
import { isParent } from './student-words.ts';
import { StudentChoiceFields } from './StudentChoiceFields.tsx';
import { hasKeptForm, KEPT_DIALOGS } from '../../lib/session-resume.ts';

const accessFormSchema = z.object({ email: emailText() });

/** The student's own link into the student app: the app's address plus `?id=<student_id>`. */
function studentAppLink(appUrl: string, studentId: string): string {
  try {
    const url = new URL(appUrl, window.location.origin);
    url.searchParams.set('id', studentId);
    return url.toString();
  } catch {
    return `${appUrl}${appUrl.includes('?') ? '&' : '?'}id=${encodeURIComponent(studentId)}`;
  }
}

/**
 * The top of the student page (docs/product/screens.md#student-page): first and last name edited in place,
 * the student id as a link into the student app, "send access" by e-mail, and gender,
 * language and (staff only) class, each saved as soon as it changes.
 */
export function StudentHeader({ student }: { student: Student }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const parent = isParent(user);
  const update = useUpdateStudentMutation();
  const [sending, setSending] = useState(() => hasKeptForm(KEPT_DIALOGS.sendAccess));

  const save = (body: StudentUpdate) =>
    update.mutate(
      { id: student.student_id, body },
      {
        onSuccess: () => void notifySuccess(t({ id: 'students.saved', message: 'Changes saved' })),
        onError: (error) => void notifyError(error, studentMessages.updateFailed),
      },
    );
  // While a change saves, the control already shows it.
  const pending = update.isPending ? update.variables?.body : undefined;
  const shown = { ...student, ...pending };
  const required = i18n._(studentMessages.nameRequired);

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Stack gap="1" align="flex-start">
              <Text color="fg.muted" fontSize="sm" aria-hidden="true">
                {t({ id: 'students.field.firstname', message: 'First name' })}
              </Text>
              <InlineTextEdit
                label={t({ id: 'students.field.firstname', message: 'First name' })}
                value={shown.firstname}
                requiredMessage={required}
                onSave={(firstname) => save({ firstname })}
              />
            </Stack>
            <Stack gap="1" align="flex-start">
              <Text color="fg.muted" fontSize="sm" aria-hidden="true">
                {t({ id: 'students.field.lastname', message: 'Last name' })}
              </Text>
              <InlineTextEdit
                label={t({ id: 'students.field.lastname', message: 'Last name' })}
                value={shown.lastname}
                requiredMessage={required}
                onSave={(lastname) => save({ lastname })}
              />
            </Stack>
          </SimpleGrid>

          <HStack gap="4" wrap="wrap">
            <Text color="fg.muted" fontSize="sm">
              {parent
                ? t({ id: 'students.field.child_id', message: 'Child ID' })
                : t({ id: 'students.field.student_id', message: 'Student ID' })}
            </Text>
            <StudentAppLink student={student} />
            <Button size="sm" variant="outline" onClick={() => setSending(true)}>
              <MailIcon />
              {t({ id: 'students.send_access', message: 'Send access' })}
            </Button>
          </HStack>

          <SimpleGrid columns={{ base: 1, md: parent ? 2 : 3 }} gap="4" alignItems="start">
            <ChoiceFields gender={shown.gender} language={shown.language} onSave={save} />
            {parent ? null : (
              <StudentClassSelect
                label={t({ id: 'students.field.class', message: 'Class' })}
                value={shown.class_id}
                onChange={(classId) => save({ class_id: classId })}
                showSchool={user?.usertype === 'admin'}
                valueName={student.class_id === shown.class_id ? student.class_name : null}
              />
            )}
          </SimpleGrid>
        </Stack>
      </Card.Body>
      {sending ? <SendAccessDialog student={student} onClose={() => setSending(false)} /> : null}
    </Card.Root>
  );
}

/**
 * Gender and language, the form kit's fields; a person's change is saved at once. A form of
 * their own: the form library renders its host again as it mounts, and that is then these two
 * fields, not the whole header (a task of some 100 ms on a slow phone while the page loads).
 */
function ChoiceFields({ gender, language, onSave }: { gender: Gender; language: Language; onSave: (body: StudentUpdate) => void }) {
  const choices = useForm<{ gender: Gender; language: Language }>({ values: { gender, language } });
  const saveRef = useRef(onSave);
  saveRef.current = onSave;
  useEffect(() => {
    const subscription = choices.watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'gender' && values.gender) saveRef.current({ gender: values.gender });
      if (name === 'language' && values.language) saveRef.current({ language: values.language });
    });
    return () => subscription.unsubscribe();
  }, [choices]);
  return <StudentChoiceFields control={choices.control} />;
}

// The header's parts that wait for data of their own (the app's address, the classes) ask for it
// themselves: the answer then renders the part, not the whole header with its form (on a slow
// phone each render of the header was a task of some 100 ms while the page loaded).

/** The student id as a link into the student app, once the app's address is known. */
function StudentAppLink({ student }: { student: Student }) {
  const { t } = useLingui();
  const appUrl = useAppConfigQuery().data?.student_app_url;
  if (!appUrl) return <Text fontFamily="mono">{student.student_id}</Text>;
  return (
    <Link
      href={studentAppLink(appUrl, student.student_id)}
      target="_blank"
      rel="noopener noreferrer"
      fontFamily="mono"
      color="teal.700"
      aria-label={t({
        id: 'students.open_app',
        message: `${student.student_id}: open the student app (new tab)`,
      })}
    >
      {student.student_id}
      <ExternalLinkIcon />
    </Link>
  );
}

/**
 * The class select with the classes in the user's scope (staff only). While they load, or if
 * they could not be loaded, it shows the student's class and cannot be changed.
 */
function StudentClassSelect(props: Omit<ComponentProps<typeof ClassSelect>, 'classes' | 'disabled'>) {
  const classes = useClassChoicesQuery(true);
  return <ClassSelect {...props} classes={classes.data ?? []} disabled={classes.isPending || classes.isError} />;
}

/** "Send access": an e-mail address, then POST …/access-link; the server mails the link there. */
function SendAccessDialog({ student, onClose }: { student: Student; onClose: () => void }) {
  const { t } = useLingui();
  const form = useZodForm(accessFormSchema, { email: '' }, { keep: KEPT_DIALOGS.sendAccess });
  const send = useSendAccessLinkMutation();

  const submit = form.handleSubmit(async ({ email }) => {
    const address = email.trim();
    try {
      await send.mutateAsync({ id: student.student_id, email: address });
      void notifySuccess(t({ id: 'students.access_sent', message: `Access link sent to ${address}` }));
      onClose();
    } catch (error) {
      void notifyError(error, studentMessages.accessLinkFailed);
    }
  });

  const name = `${student.firstname} ${student.lastname}`;
  return (
    <FormDialog
      open
      title={t({ id: 'students.send_access_title', message: `Send access for ${name}` })}
      submitLabel={t({ id: 'students.send', message: 'Send' })}
      onSubmit={submit}
      onClose={onClose}
      busy={send.isPending}
    >
      <Text color="fg.muted">
        {t({
          id: 'students.send_access_help',
          message: 'The e-mail contains the personal link to the student app.',
        })}
      </Text>
      <EmailField
        control={form.control}
        name="email"
        required
        autoFocus
        label={t({ id: 'students.field.email', message: 'E-mail address' })}
      />
    </FormDialog>
  );
}
