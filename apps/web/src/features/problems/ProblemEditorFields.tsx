// The problem editor's parts (ProblemEditor.tsx). Each reads the form through `form` (whose
// identity never changes) and subscribes to the values and errors it shows itself, so a keystroke
// re-renders the part it changes, and the form's own re-render as it mounts re-renders none of
// them (docs/architecture.md, "A form library's second render").
import type { Problem } from '@backoffice/api-client';
import { Box, Button, Field, Grid, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@backoffice/api-client';
import { memo, useEffect, useMemo } from 'react';
import { Controller, useFormState, useWatch } from 'react-hook-form';
import { DifficultyInput } from '../../components/DifficultyInput.tsx';
import { FormField, LanguageField, type useZodForm } from '../../components/form/index.ts';
import { ImageDropField } from '../../components/ImageDropField.tsx';
import { MathMarkdown } from '../../components/MathMarkdown.tsx';
import { RangeSlider } from '../../components/RangeSlider.tsx';
import { errorMessage, notifyError } from '../../lib/errors.ts';
import { imageFileUrl } from '../../lib/images.ts';
import { parseWrongAnswers } from '../../lib/problem-format.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useCollectionsQuery, useGenerateSolutionMutation, useGenerateWrongAnswersMutation } from './api.ts';
import { EDITOR_GRADES, type FileChange, type problemSchema } from './problem-form.ts';

/** The editor's form: its identity stays the same for the editor's life. */
export type ProblemFormApi = ReturnType<typeof useZodForm<typeof problemSchema>>;

const solutionFailed = msg({ id: 'problem.error_generate_solution', message: 'The solution could not be generated. {detail}' });
const wrongAnswersFailed = msg({ id: 'problem.error_generate_wrong_answers', message: 'The wrong answers could not be generated. {detail}' });

/** Why a generator failed, by the one error policy (e.g. "the AI service is not set up"). */
const detailOf = (error: unknown) => (isApiError(error) ? errorMessage(error) : '');

interface CollectionProps {
  problem: Problem | undefined;
  /** Only an admin moves a problem to another collection; others see its collection read-only. */
  isAdmin: boolean;
  collectionId: number | null;
  onCollectionChange: (collectionId: number | null) => void;
}

/** The first row: collection, grades and difficulty. */
export const ProblemMetaFields = memo(function ProblemMetaFields({ form, ...collection }: CollectionProps & { form: ProblemFormApi }) {
  const { t } = useLingui();
  const grade = useWatch({ control: form.control, name: 'grade' });
  // A stored problem may have grades below the editor's range: the slider then reaches them.
  const gradeMin = Math.min(EDITOR_GRADES[0], grade[0]);
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="5" alignItems="start">
      <CollectionField {...collection} />
      <Controller
        control={form.control}
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
        control={form.control}
        name="difficulty"
        render={({ field }) => (
          <DifficultyInput value={field.value} onChange={field.onChange} label={t({ id: 'problem.difficulty', message: 'Difficulty' })} />
        )}
      />
    </Grid>
  );
});

function CollectionField({ problem, isAdmin, collectionId, onCollectionChange }: CollectionProps) {
  const { t } = useLingui();
  const collections = useCollectionsQuery();
  const label = t({ id: 'problem.collection', message: 'Collection' });
  const none = t({ id: 'problem.no_collection', message: 'No collection' });
  if (!isAdmin) {
    return (
      <FormField label={label} readOnly>
        <Input readOnly value={problem?.collection_name ?? none} />
      </FormField>
    );
  }
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={collectionId === null ? '' : String(collectionId)}
          onChange={(event) => onCollectionChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
        >
          <option value="">{none}</option>
          {(collections.data ?? []).map((c) => (
            <option key={c.collection_id} value={c.collection_id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The text and its preview, side by side on a wide screen. */
export const ProblemTextFields = memo(function ProblemTextFields({ form }: { form: ProblemFormApi }) {
  const { t } = useLingui();
  const { errors } = useFormState({ control: form.control, name: 'text' });
  const text = useWatch({ control: form.control, name: 'text' });
  const preview = useDebouncedValue(text, 150);
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5" alignItems="stretch">
      <FormField label={t({ id: 'problem.text', message: 'Text' })} required error={errors.text?.message}>
        <Textarea {...form.register('text')} rows={10} fontFamily="mono" fontSize="sm" />
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
  );
});

function fileState(url: string | null | undefined, type: string | null | undefined) {
  return url || type ? { url: imageFileUrl(url, type), type: type ?? null } : null;
}

/** What an image field shows: a new file by its object URL, nothing once cleared, else what is stored. */
function useShownFile(change: FileChange, stored: ReturnType<typeof fileState>) {
  // A new file's object URL, released when it is replaced or the editor closes.
  const url = useMemo(() => (change.kind === 'new' ? URL.createObjectURL(change.file) : null), [change]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return change.kind === 'new' ? { url, type: change.file.type } : change.kind === 'clear' ? null : stored;
}

interface FileProps {
  form: ProblemFormApi;
  problem: Problem | undefined;
  image: FileChange;
  template: FileChange;
  onImage: (change: FileChange) => void;
  onTemplate: (change: FileChange) => void;
}

/** The language and the two images. */
export const ProblemFileFields = memo(function ProblemFileFields({ form, problem, image, template, onImage, onTemplate }: FileProps) {
  const { t } = useLingui();
  const shownImage = useShownFile(image, fileState(problem?.file_url, problem?.file_type));
  const shownTemplate = useShownFile(template, fileState(problem?.template_url, problem?.template_type));
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="5" alignItems="start">
      <LanguageField control={form.control} name="language" label={t({ id: 'problem.language', message: 'Language' })} />
      <ImageDropField
        label={t({ id: 'problem.image', message: 'Image' })}
        current={shownImage}
        onFile={(file) => onImage({ kind: 'new', file })}
        onClear={() => onImage(problem?.file_url ? { kind: 'clear' } : { kind: 'keep' })}
      />
      <ImageDropField
        label={t({ id: 'problem.template_image', message: 'Template image' })}
        current={shownTemplate}
        onFile={(file) => onTemplate({ kind: 'new', file })}
        onClear={() => onTemplate(problem?.template_url || problem?.template_type ? { kind: 'clear' } : { kind: 'keep' })}
      />
    </Grid>
  );
});

/** The solution, the answer and the wrong answers, with the AI's generators of the first and the last. */
export const ProblemAnswerFields = memo(function ProblemAnswerFields({ form, image, template }: { form: ProblemFormApi; image: FileChange; template: FileChange }) {
  const { t } = useLingui();
  const { errors } = useFormState({ control: form.control, name: 'answer' });
  const generateSolution = useGenerateSolutionMutation();
  const generateWrong = useGenerateWrongAnswersMutation();

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
        onSuccess: (solution) => form.setValue('solution', solution, { shouldDirty: true }),
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
        onSuccess: (answers) => form.setValue('wrong_answers', answers.join('\n'), { shouldDirty: true }),
        onError: (error) => void notifyError(undefined, { ...wrongAnswersFailed, values: { detail: detailOf(error) } }),
      },
    );
  };

  return (
    <>
      <FormField label={t({ id: 'problem.solution', message: 'Solution' })}>
        <Textarea {...form.register('solution')} rows={5} fontFamily="mono" fontSize="sm" />
      </FormField>
      <Box>
        <Button variant="outline" colorPalette="teal" size="sm" onClick={onGenerateSolution} loading={generateSolution.isPending}>
          {t({ id: 'problem.generate_solution', message: 'Generate solution' })}
        </Button>
      </Box>
      <FormField label={t({ id: 'problem.answer', message: 'Answer' })} required error={errors.answer?.message}>
        <Input {...form.register('answer')} />
      </FormField>
      <FormField
        label={t({ id: 'problem.wrong_answers', message: 'Wrong answers' })}
        helperText={t({ id: 'problem.wrong_answers_hint', message: 'One per line; blank lines are dropped.' })}
      >
        <Textarea {...form.register('wrong_answers')} rows={4} fontFamily="mono" fontSize="sm" />
      </FormField>
      <WrongAnswerCount form={form} />
      <Box>
        <Button variant="outline" colorPalette="teal" size="sm" onClick={onGenerateWrong} loading={generateWrong.isPending}>
          {t({ id: 'problem.generate_wrong_answers', message: 'Generate wrong answers' })}
        </Button>
      </Box>
    </>
  );
});

function WrongAnswerCount({ form }: { form: ProblemFormApi }) {
  const { t } = useLingui();
  const count = parseWrongAnswers(useWatch({ control: form.control, name: 'wrong_answers' }) ?? '').length;
  return (
    <Text fontSize="sm" color="fg.muted" mt="-3">
      {t({ id: 'problem.wrong_answers_count', message: `${count} wrong answers` })}
    </Text>
  );
}

/** Tells a screen reader, after a submit, that the text or the answer is missing. */
export function ProblemFormAnnouncement({ form }: { form: ProblemFormApi }) {
  const { t } = useLingui();
  const { errors } = useFormState({ control: form.control, name: ['text', 'answer'] });
  return (
    <Text srOnly aria-live="polite">
      {errors.text || errors.answer ? t({ id: 'problem.fix_errors', message: 'Please fill in the text and the answer.' }) : ''}
    </Text>
  );
}
