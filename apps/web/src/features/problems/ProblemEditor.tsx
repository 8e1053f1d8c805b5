// The problem editor's form (docs/product/screens.md#problem-editor): it holds the form, the
// files and the collection, and saves them. Its parts (ProblemEditorFields.tsx) show the fields.
import type { Language, Problem } from '@backoffice/api-client';
import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { memo, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useZodForm } from '../../components/form/index.ts';
import { preloadMathMarkdown } from '../../components/MathMarkdown.tsx';
import { notifyError } from '../../lib/errors.ts';
import { useKeepOnSessionEnd } from '../../lib/session-resume.ts';
import { localeAtom, userAtom } from '../../lib/session.ts';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes.ts';
import { useSaveProblemMutation, useSetCollectionMutation } from './api.ts';
import { ProblemAnswerFields, ProblemFileFields, ProblemFormAnnouncement, ProblemMetaFields, ProblemTextFields } from './ProblemEditorFields.tsx';
import { problemDefaults, problemSchema, toProblemForm, type FileChange } from './problem-form.ts';

const saveFailed = msg({ id: 'common.error', message: 'An error occurred' });

/** Creates a problem (`problem` undefined) or edits one the user may edit. */
export function ProblemEditor({ problem, listHref }: { problem: Problem | undefined; listHref: string }) {
  const { t } = useLingui();
  const me = useAtomValue(userAtom);
  const locale = useAtomValue(localeAtom);
  const [, navigate] = useLocation();
  const isAdmin = me?.usertype === 'admin';
  const creating = !problem;
  const form = useZodForm(problemSchema, problemDefaults(problem, locale as Language));
  useKeepOnSessionEnd(`problem:${problem?.problem_id ?? 'new'}`, form);
  const [image, setImage] = useState<FileChange>({ kind: 'keep' });
  const [template, setTemplate] = useState<FileChange>({ kind: 'keep' });
  const storedCollectionId = problem?.collection_id ?? null;
  const [collectionId, setCollectionId] = useState<number | null>(storedCollectionId);
  const save = useSaveProblemMutation();
  const setCollection = useSetCollectionMutation();

  const dirty = form.formState.isDirty || image.kind !== 'keep' || template.kind !== 'keep' || collectionId !== storedCollectionId;
  const guard = useUnsavedChanges(
    dirty && !save.isSuccess,
    t({ id: 'problem.unsaved_changes', message: 'You have unsaved changes. Leave without saving?' }),
  );
  useEffect(preloadMathMarkdown, []);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ problemId: problem?.problem_id ?? null, form: toProblemForm(values, image, template) });
      if (isAdmin && collectionId !== storedCollectionId) {
        await setCollection.mutateAsync({ problemId: saved.problem_id, collectionId });
      }
      guard.release();
      navigate(saved.redirect_url);
    } catch (error) {
      void notifyError(error, saveFailed);
    }
  });
  const busy = save.isPending || setCollection.isPending;

  // The parts below get only values that stay the same until what they show changes (the form,
  // state and its setters), so that this component's re-renders do not reach them.
  return (
    <chakra.form onSubmit={onSubmit} noValidate maxW="6xl">
      <EditorHeading problem={problem} />
      <Stack gap="5">
        <ProblemMetaFields form={form} problem={problem} isAdmin={isAdmin} collectionId={collectionId} onCollectionChange={setCollectionId} />
        <ProblemTextFields form={form} />
        <ProblemFileFields form={form} problem={problem} image={image} template={template} onImage={setImage} onTemplate={setTemplate} />
        <ProblemAnswerFields form={form} image={image} template={template} />
        <HStack justify="flex-end" gap="3" pt="2" borderTopWidth="1px">
          <Button
            variant="outline"
            onClick={() => {
              if (guard.confirmLeave()) {
                guard.release();
                navigate(listHref);
              }
            }}
            disabled={busy}
          >
            {t({ id: 'common.cancel', message: 'Cancel' })}
          </Button>
          <Button type="submit" colorPalette="teal" loading={busy}>
            {creating ? t({ id: 'problem.create', message: 'Create' }) : t({ id: 'common.save', message: 'Save' })}
          </Button>
        </HStack>
      </Stack>
      <ProblemFormAnnouncement form={form} />
    </chakra.form>
  );
}

const EditorHeading = memo(function EditorHeading({ problem }: { problem: Problem | undefined }) {
  const { t } = useLingui();
  const creator = problem ? `${problem.creator_firstname ?? ''} ${problem.creator_lastname ?? ''}`.trim() : '';
  return (
    <>
      <PageHeading>
        {problem ? t({ id: 'problem.title', message: 'Edit problem' }) : t({ id: 'problem.title_new', message: 'New problem' })}
      </PageHeading>
      {problem ? (
        <Text color="fg.muted" mt="-4" mb="4">
          {t({ id: 'problem.id_and_creator', message: `Problem ${problem.problem_id} · created by ${creator || '—'}` })}
        </Text>
      ) : null}
    </>
  );
});
