import { MAX_FILE_BYTES, NUM_PROBLEMS, type ExtractionResult, type Language } from '@backoffice/api-client';
import { Alert, Button, chakra, CloseButton, Dialog, Input, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useAppConfigQuery } from '../../lib/shared-queries.ts';
import { FormField, LanguageField, languageValue, optionalText, TextField, useZodForm } from '../../components/form/index.ts';
import { notifyError } from '../../lib/errors.ts';
import { localeAtom } from '../../lib/session.ts';
import { useExtract } from './api.ts';
import type { UploadProgress } from './progress-fetch.ts';
import { uploadError } from './upload-messages.ts';
import { checkUploadFile, parseNumProblems, PDF_ONLY_ACCEPT, UPLOAD_ACCEPT, type FileProblem } from './upload-rules.ts';

/** What the confirm dialog needs: the drafts and pages, and the choices made here. */
export interface Extraction {
  result: ExtractionResult;
  language: Language;
  problemsetName: string;
}

export interface UploadDialogProps {
  onClose: () => void;
  onExtracted: (extraction: Extraction) => void;
  /** Where the focus goes when the dialog closes (the Upload button). */
  finalFocusEl?: () => HTMLElement | null;
}

const uploadFormSchema = z.object({
  problemsetName: optionalText(),
  // Any text: what is not a number within 1-50 is made one by parseNumProblems (docs/product/validation.md).
  numProblems: z.string(),
  language: languageValue(),
});
type UploadForm = z.infer<typeof uploadFormSchema>;

type Phase = { step: 'form' } | { step: 'uploading'; progress: UploadProgress | null } | { step: 'extracting'; since: number };

/** m:ss, e.g. 0:07 or 1:32. */
function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A file's size in the interface language's way, in kB below 1 MB (e.g. "18 kB", "1,2 MB"). */
function formatSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes < 1 ? [bytes / 1024, 'kilobyte'] : [megabytes, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** Seconds since `since`, updated every second while shown. */
function useElapsed(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : now - since;
}

/**
 * The first step of the upload flow (docs/product/screens.md, validation.md): a worksheet (PDF, JPG or PNG, at most 5 MB),
 * an optional name for a new topic, how many problems to extract (1-50, default 10) and their
 * language. Extract sends the file and shows the upload's progress, then the time the server
 * has been extracting; Cancel stops either and keeps the choices for another try.
 *
 * A server without an AI provider reads only the text of PDFs (the app configuration says so):
 * then a note says it before a file is chosen, the picker offers PDFs only, and an image chosen
 * anyway is refused here rather than after its upload.
 */
export default function UploadDialog({ onClose, onExtracted, finalFocusEl }: UploadDialogProps) {
  const { t } = useLingui();
  const extract = useExtract();
  const uiLanguage = useAtomValue(localeAtom);
  const form = useZodForm(uploadFormSchema, { problemsetName: '', numProblems: String(NUM_PROBLEMS.default), language: uiLanguage });
  const appConfig = useAppConfigQuery();
  // Until the configuration is there, the contract's types are offered.
  const readsImages = appConfig.data?.extraction_reads_images ?? true;
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const fileProblem = chosenFile ? checkUploadFile(chosenFile, readsImages) : null;
  const file = fileProblem ? null : chosenFile;
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const [noDrafts, setNoDrafts] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const elapsed = useElapsed(phase.step === 'extracting' ? phase.since : null);
  const busy = phase.step !== 'form';
  const fileName = file?.name ?? '';
  const size = file ? formatSize(file.size, uiLanguage) : '';
  const maxSize = formatSize(MAX_FILE_BYTES, uiLanguage);
  const { minimum, maximum } = NUM_PROBLEMS;

  // Closing the dialog while a request runs stops it.
  useEffect(() => () => abortRef.current?.abort(), []);

  const fileMessages: Record<FileProblem, string> = {
    type: readsImages
      ? t({ id: 'upload.error_file_type', message: 'Only PDF, JPG and PNG files can be uploaded.' })
      : t({ id: 'upload.error_file_type_pdf', message: 'Only PDF files can be uploaded here.' }),
    image: t({ id: 'upload.error_file_image', message: 'This server cannot read images. Please choose a PDF with text.' }),
    size: t({ id: 'upload.error_file_size', message: `The file is larger than ${maxSize}.` }),
    empty: t({ id: 'upload.error_file_empty', message: 'The file is empty.' }),
  };

  const chooseFile = (chosen: File | null) => {
    setNoDrafts(false);
    setChosenFile(chosen);
  };

  const start = async ({ problemsetName, numProblems, language }: UploadForm) => {
    if (!file || busy) return;
    const count = parseNumProblems(numProblems);
    form.setValue('numProblems', String(count));
    setNoDrafts(false);
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ step: 'uploading', progress: null });
    try {
      const result = await extract({
        file,
        language,
        numProblems: count,
        signal: controller.signal,
        onUploadProgress: (progress) => setPhase({ step: 'uploading', progress }),
        onUploaded: () => setPhase({ step: 'extracting', since: Date.now() }),
      });
      if (controller.signal.aborted) return;
      abortRef.current = null;
      if (result.problems.length === 0) {
        setNoDrafts(true);
        setPhase({ step: 'form' });
        return;
      }
      onExtracted({ result, language, problemsetName: problemsetName.trim() });
    } catch (error) {
      // A cancel is the user's choice, not a failure.
      if (controller.signal.aborted) return;
      abortRef.current = null;
      setPhase({ step: 'form' });
      void notifyError(error, uploadError);
    }
  };

  const cancel = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setPhase({ step: 'form' });
  };

  const numProblemsField = form.register('numProblems', {
    onBlur: (event: { target: { value: string } }) => form.setValue('numProblems', String(parseNumProblems(event.target.value))),
  });

  const percent =
    phase.step === 'uploading' && phase.progress && phase.progress.total > 0
      ? Math.round((phase.progress.loaded / phase.progress.total) * 100)
      : null;

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={false}
      size={{ base: 'full', sm: 'md' }}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              display="contents"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void form.handleSubmit(start)();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t({ id: 'upload.title', message: 'Upload worksheet' })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                {readsImages ? null : (
                  <Alert.Root status="info" data-testid="upload-text-only">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{t({ id: 'upload.text_only_title', message: 'Only PDFs with text can be read' })}</Alert.Title>
                      <Alert.Description>
                        {t({
                          id: 'upload.text_only',
                          message:
                            'This server reads the text of PDF files. Photos, scanned pages and images (JPG, PNG) cannot be read here: choose a PDF that was made on a computer.',
                        })}
                      </Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
                <TextField
                  control={form.control}
                  name="problemsetName"
                  disabled={busy}
                  label={t({ id: 'upload.problemset_name', message: 'Problem set name (optional)' })}
                  helperText={t({ id: 'upload.problemset_name_hint', message: 'With a name, a new topic holds the created problems.' })}
                  inputProps={{ maxLength: 200 }}
                />
                <FormField
                  label={t({ id: 'upload.file', message: 'File' })}
                  required
                  disabled={busy}
                  error={fileProblem ? fileMessages[fileProblem] : null}
                  helperText={
                    fileProblem
                      ? null
                      : fileName
                        ? t({ id: 'upload.file_chosen', message: `${fileName}, ${size}` })
                        : readsImages
                          ? t({ id: 'upload.file_hint', message: `PDF, JPG or PNG, at most ${maxSize}.` })
                          : t({ id: 'upload.file_hint_pdf', message: `PDF with text, at most ${maxSize}.` })
                  }
                >
                  <Input
                    type="file"
                    accept={readsImages ? UPLOAD_ACCEPT : PDF_ONLY_ACCEPT}
                    py="1.5"
                    height="auto"
                    onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
                  />
                </FormField>
                <FormField
                  label={t({ id: 'upload.num_problems', message: 'Maximum number of problems' })}
                  disabled={busy}
                  helperText={t({ id: 'upload.num_problems_hint', message: `From ${minimum} to ${maximum}.` })}
                >
                  <Input type="number" inputMode="numeric" min={minimum} max={maximum} step={1} {...numProblemsField} />
                </FormField>
                <fieldset disabled={busy} style={{ display: 'contents' }}>
                  <LanguageField
                    control={form.control}
                    name="language"
                    label={t({ id: 'upload.language', message: 'Language of the problems' })}
                  />
                </fieldset>
                {noDrafts ? (
                  <Alert.Root status="warning" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{t({ id: 'upload.no_problems', message: 'No problems were found in the file.' })}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {phase.step === 'uploading' ? (
                  <Progress.Root value={percent} max={100} colorPalette="teal" aria-live="polite">
                    <Stack direction="row" justify="space-between" mb="1">
                      <Progress.Label>{t({ id: 'upload.uploading', message: 'Uploading…' })}</Progress.Label>
                      {percent !== null ? <Progress.ValueText>{`${percent} %`}</Progress.ValueText> : null}
                    </Stack>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                ) : null}
                {phase.step === 'extracting' ? (
                  <Progress.Root value={null} colorPalette="teal">
                    <Stack direction="row" justify="space-between" mb="1">
                      <Progress.Label>{t({ id: 'upload.extracting', message: 'Extracting problems…' })}</Progress.Label>
                      <Text as="span" fontSize="sm" role="timer" aria-label={t({ id: 'upload.elapsed', message: 'Elapsed time' })}>
                        {formatElapsed(elapsed)}
                      </Text>
                    </Stack>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={busy ? cancel : onClose}>
                  {t({ id: 'common.cancel', message: 'Cancel' })}
                </Button>
                <Button type="submit" colorPalette="teal" loading={busy} disabled={!file}>
                  {t({ id: 'upload.extract', message: 'Extract' })}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'common.close', message: 'Close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
