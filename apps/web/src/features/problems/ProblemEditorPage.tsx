import type { Language, Problem } from '@backoffice/api-client';
import { Box, Button, chakra, Field, Grid, HStack, Input, NativeSelect, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import type { PrefetchContext, RouteParams } from '../../lib/route-params.ts';
import { prefetchQuery, serverStateFor } from '../../lib/server-state.tsx';
import { DifficultyInput } from '../../components/DifficultyInput.tsx';
import { FormField, LanguageField, useZodForm } from '../../components/form/index.ts';
import { ImageDropField } from '../../components/ImageDropField.tsx';
import { MathMarkdown, preloadMathMarkdown } from '../../components/MathMarkdown.tsx';
import { NotFoundNotice } from '../../components/NotFoundNotice.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { RangeSlider } from '../../components/RangeSlider.tsx';
import { isApiError } from '@backoffice/api-client';
import { errorMessage, notifyError } from '../../lib/errors.ts';
import { useKeepOnSessionEnd } from '../../lib/session-resume.ts';
import { imageFileUrl } from '../../lib/images.ts';
import { paths } from '../../lib/paths.ts';
import { canEdit } from '../../lib/permissions.ts';
import { parseWrongAnswers } from '../../lib/problem-format.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { localeAtom, userAtom } from '../../lib/session.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes.ts';
import {
  prefetchCollections,
  useCollectionsQuery,
  useGenerateSolutionMutation,
  useGenerateWrongAnswersMutation,
  useProblemQuery,
  useSaveProblemMutation,
  useSetCollectionMutation,
} from './api.ts';
import { ProblemReadOnly } from './ProblemReadOnly.tsx';
import { EDITOR_GRADES, problemDefaults, problemSchema, toProblemForm, type FileChange } from './problem-form.ts';

const saveFailed = msg({ id: 'common.error', message: 'An error occurred' });
const solutionFailed = msg({ id: 'problem.error_generate_solution', message: 'The solution could not be generated. {detail}' });
const wrongAnswersFailed = msg({ id: 'problem.error_generate_wrong_answers', message: 'The wrong answers could not be generated. {detail}' });

/** Why a generator failed, by the one error policy (e.g. "the AI service is not set up"). */
const detailOf = (error: unknown) => (isApiError(error) ? errorMessage(error) : '');

/** The problem, the collections and the math renderer, asked for with the screen's chunk (app/routes.ts). */
export function prefetch({ api, token, params }: PrefetchContext): void {
  const server = serverStateFor(api, token);
  const id = parseRouteId(params.id);
  if (typeof id === 'number') prefetchQuery(server, (q) => q.queryOptions('get', '/admin/problems/{id}', { params: { path: { id } } }));
  prefetchCollections(server);
  preloadMathMarkdown();
}

/**
 * /problems/new and /problems/{id}?page=n (docs/product/screens.md#problem-editor): create or edit a problem.
 * Save goes where the server says; Cancel returns to the list page the editor came from. A
 * problem the user may not edit opens read-only (ProblemReadOnly), with Copy. `sections` are other features'
 * parts below an existing problem (its change history: app/pages/ProblemEditorPage.tsx).
 */
export default function ProblemEditorPage({ params, sections }: { params: RouteParams; sections?: (problem: Problem) => ReactNode }) {
  const { t } = useLingui();
  const routeId = parseRouteId(params.id);
  const problemId = typeof routeId === 'number' ? routeId : null;
  const problem = useProblemQuery(problemId);
  const page = Number(new URLSearchParams(useSearch()).get('page')) || 1;
  const listHref = paths.problems.list.href({ page });
  const me = useAtomValue(userAtom);

  if (routeId === null || problem.isError) {
    return (
      <NotFoundNotice
        message={t({ id: 'problem.not_found', message: 'This problem does not exist or you may not see it.' })}
        backHref={listHref}
        backLabel={t({ id: 'problem.back_to_list', message: 'Back to the problems' })}
      />
    );
  }
  if (problemId !== null && !problem.data) {
    return (
      <HStack justify="center" py="10">
        <Spinner color="teal.600" aria-label={t({ id: 'common.loading', message: 'Loading…' })} />
      </HStack>
    );
  }
  // A problem the user may not edit is shown as it is, with Copy instead of Save.
  const screen =
    problem.data && !canEdit(me, problem.data) ? (
      <ProblemReadOnly problem={problem.data} listHref={listHref} />
    ) : (
      <ProblemEditor key={problemId ?? 'new'} problem={problem.data} listHref={listHref} />
    );
  const extra = problem.data ? sections?.(problem.data) : null;
  if (!extra) return screen;
  return (
    <>
      {screen}
      <Box maxW="6xl" mt="6">
        {extra}
      </Box>
    </>
  );
}

function fileState(url: string | null | undefined, type: string | null | undefined) {
  return url || type ? { url: imageFileUrl(url, type), type: type ?? null } : null;
}

function ProblemEditor({ problem, listHref }: { problem: Problem | undefined; listHref: string }) {
  const { t, i18n } = useLingui();
  const me = useAtomValue(userAtom);
  const locale = useAtomValue(localeAtom);
  const [, navigate] = useLocation();
  const isAdmin = me?.usertype === 'admin';
  const creating = !problem;
  const form = useZodForm(problemSchema, problemDefaults(problem, locale as Language));
  const { control, register, handleSubmit, setValue, formState } = form;
  useKeepOnSessionEnd(`problem:${problem?.problem_id ?? 'new'}`, form);
  const [image, setImage] = useState<FileChange>({ kind: 'keep' });
  const [template, setTemplate] = useState<FileChange>({ kind: 'keep' });
  const collections = useCollectionsQuery();
  const [collectionId, setCollectionId] = useState<number | null>(problem?.collection_id ?? null);
  const save = useSaveProblemMutation();
  const setCollection = useSetCollectionMutation();
  const generateSolution = useGenerateSolutionMutation();
  const generateWrong = useGenerateWrongAnswersMutation();

  const dirty = formState.isDirty || image.kind !== 'keep' || template.kind !== 'keep' || collectionId !== (problem?.collection_id ?? null);
  const guard = useUnsavedChanges(
    dirty && !save.isSuccess,
    t({ id: 'problem.unsaved_changes', message: 'You have unsaved changes. Leave without saving?' }),
  );

  useEffect(preloadMathMarkdown, []);
  const text = useWatch({ control, name: 'text' });
  const preview = useDebouncedValue(text, 150);
  const grade = useWatch({ control, name: 'grade' });
  const gradeMin = Math.min(EDITOR_GRADES[0], grade[0]);

  // Object URLs of new files, released when replaced or when the editor closes.
  const newImageUrl = useMemo(() => (image.kind === 'new' ? URL.createObjectURL(image.file) : null), [image]);
  const newTemplateUrl = useMemo(() => (template.kind === 'new' ? URL.createObjectURL(template.file) : null), [template]);
  useEffect(() => () => void (newImageUrl && URL.revokeObjectURL(newImageUrl)), [newImageUrl]);
  useEffect(() => () => void (newTemplateUrl && URL.revokeObjectURL(newTemplateUrl)), [newTemplateUrl]);
  const shown = (change: FileChange, url: string | null, stored: ReturnType<typeof fileState>) =>
    change.kind === 'new' ? { url, type: change.file.type } : change.kind === 'clear' ? null : stored;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ problemId: problem?.problem_id ?? null, form: toProblemForm(values, image, template) });
      if (isAdmin && collectionId !== (problem?.collection_id ?? null)) {
        await setCollection.mutateAsync({ problemId: saved.problem_id, collectionId });
      }
      guard.release();
      navigate(saved.redirect_url);
    } catch (error) {
      void notifyError(error, saveFailed);
    }
  });

  const onGenerateSolution = () => {
    const values = form.getValues();
    if (!values.text.trim()) return void form.trigger('text');
    generateSolution.mutate(
      {
        text: values.text,
        language: values.language,
        file: image.kind === 'new' ? image.file : undefined,
        template_file: template.kind === 'new' ? template.file : undefined,
      },
      {
        onSuccess: (solution) => setValue('solution', solution, { shouldDirty: true }),
        onError: (error) => void notifyError(undefined, { ...solutionFailed, values: { detail: detailOf(error) } }),
      },
    );
  };
  const onGenerateWrong = () => {
    const values = form.getValues();
    if (!values.text.trim()) return void form.trigger('text');
    generateWrong.mutate(
      { text: values.text, solution: values.solution || null, answer: values.answer || null, language: values.language },
      {
        onSuccess: (answers) => setValue('wrong_answers', answers.join('\n'), { shouldDirty: true }),
        onError: (error) => void notifyError(undefined, { ...wrongAnswersFailed, values: { detail: detailOf(error) } }),
      },
    );
  };

  const title = creating ? t({ id: 'problem.title_new', message: 'New problem' }) : t({ id: 'problem.title', message: 'Edit problem' });
  const busy = save.isPending || setCollection.isPending;
  const creator = problem ? `${problem.creator_firstname ?? ''} ${problem.creator_lastname ?? ''}`.trim() : '';

  return (
    <chakra.form onSubmit={onSubmit} noValidate maxW="6xl">
      <PageHeading>{title}</PageHeading>
      {problem ? (
        <Text color="fg.muted" mt="-4" mb="4">
          {t({ id: 'problem.id_and_creator', message: `Problem ${problem.problem_id} · created by ${creator || '—'}` })}
        </Text>
      ) : null}
      <Stack gap="5">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="5" alignItems="start">
          {isAdmin ? (
            <Field.Root>
              <Field.Label>{t({ id: 'problem.collection', message: 'Collection' })}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={collectionId === null ? '' : String(collectionId)}
                  onChange={(event) => setCollectionId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
                >
                  <option value="">{t({ id: 'problem.no_collection', message: 'No collection' })}</option>
                  {(collections.data ?? []).map((c) => (
                    <option key={c.collection_id} value={c.collection_id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : (
            <FormField label={t({ id: 'problem.collection', message: 'Collection' })} readOnly>
              <Input readOnly value={problem?.collection_name ?? t({ id: 'problem.no_collection', message: 'No collection' })} />
            </FormField>
          )}
          <Controller
            control={control}
            name="grade"
            render={({ field }) => (
              <RangeSlider
                label={t({ id: 'problem.grade', message: 'Grade' })}
                value={field.value as [number, number]}
                onChange={field.onChange}
                min={gradeMin}
                max={EDITOR_GRADES[1]}
                largeStep={2}
              />
            )}
          />
          <Controller
            control={control}
            name="difficulty"
            render={({ field }) => (
              <DifficultyInput
                value={field.value}
                onChange={field.onChange}
                label={t({ id: 'problem.difficulty', message: 'Difficulty' })}
              />
            )}
          />
        </Grid>

        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5" alignItems="stretch">
          <FormField label={t({ id: 'problem.text', message: 'Text' })} required error={formState.errors.text?.message}>
            <Textarea {...register('text')} rows={10} fontFamily="mono" fontSize="sm" />
          </FormField>
          <Box>
            <Text fontWeight="medium" fontSize="sm" mb="1.5" id="problem-preview-label">
              {t({ id: 'problem.preview', message: 'Preview' })}
            </Text>
            <Box borderWidth="1px" rounded="md" p="3" minH="10rem" bg="bg.subtle" role="region" aria-labelledby="problem-preview-label">
              {preview.trim() ? <MathMarkdown text={preview} /> : <Text color="fg.muted">—</Text>}
            </Box>
          </Box>
        </Grid>

        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="5" alignItems="start">
          <LanguageField control={control} name="language" label={t({ id: 'problem.language', message: 'Language' })} />
          <ImageDropField
            label={t({ id: 'problem.image', message: 'Image' })}
            current={shown(image, newImageUrl, fileState(problem?.file_url, problem?.file_type))}
            onFile={(file) => setImage({ kind: 'new', file })}
            onClear={() => setImage(problem?.file_url ? { kind: 'clear' } : { kind: 'keep' })}
          />
          <ImageDropField
            label={t({ id: 'problem.template_image', message: 'Template image' })}
            current={shown(template, newTemplateUrl, fileState(problem?.template_url, problem?.template_type))}
            onFile={(file) => setTemplate({ kind: 'new', file })}
            onClear={() => setTemplate(problem?.template_url || problem?.template_type ? { kind: 'clear' } : { kind: 'keep' })}
          />
        </Grid>

        <FormField label={t({ id: 'problem.solution', message: 'Solution' })}>
          <Textarea {...register('solution')} rows={5} fontFamily="mono" fontSize="sm" />
        </FormField>
        <Box>
          <Button variant="outline" colorPalette="teal" size="sm" onClick={onGenerateSolution} loading={generateSolution.isPending}>
            {t({ id: 'problem.generate_solution', message: 'Generate solution' })}
          </Button>
        </Box>
        <FormField label={t({ id: 'problem.answer', message: 'Answer' })} required error={formState.errors.answer?.message}>
          <Input {...register('answer')} />
        </FormField>
        <FormField
          label={t({ id: 'problem.wrong_answers', message: 'Wrong answers' })}
          helperText={t({ id: 'problem.wrong_answers_hint', message: 'One per line; blank lines are dropped.' })}
        >
          <Textarea {...register('wrong_answers')} rows={4} fontFamily="mono" fontSize="sm" />
        </FormField>
        <WrongAnswerCount control={control} />
        <Box>
          <Button variant="outline" colorPalette="teal" size="sm" onClick={onGenerateWrong} loading={generateWrong.isPending}>
            {t({ id: 'problem.generate_wrong_answers', message: 'Generate wrong answers' })}
          </Button>
        </Box>

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
      <Text srOnly aria-live="polite">
        {formState.errors.text || formState.errors.answer ? i18n._(msg({ id: 'problem.fix_errors', message: 'Please fill in the text and the answer.' })) : ''}
      </Text>
    </chakra.form>
  );
}

function WrongAnswerCount({ control }: { control: ReturnType<typeof useZodForm<typeof problemSchema>>['control'] }) {
  const { t } = useLingui();
  const count = parseWrongAnswers(useWatch({ control, name: 'wrong_answers' }) ?? '').length;
  return (
    <Text fontSize="sm" color="fg.muted" mt="-3">
      {t({ id: 'problem.wrong_answers_count', message: `${count} wrong answers` })}
    </Text>
  );
}
