import { MAX_FILE_BYTES, NUM_PROBLEMS, type ExtractionResult, type Language } from '@backoffice/api-client';
import { Alert, Button, chakra, CloseButton, Dialog, Input, Portal, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useAppConfigQuery } from '../../lib/shared-queries.ts';
import { FormField, LanguageField, languageValue, optionalText, TextField, useZodForm } from '../../components/form/index.ts';
import { notifyError, notifyErrorBody } from '../../lib/errors.ts';
import { localeAtom } from '../../lib/session.ts';
import { useCancelExtractionMutation, useExtractionJobQuery, useStartExtraction } from './api.ts';
import { ExtractionProgress } from './ExtractionProgress.tsx';
import { jobChoices, rememberJobChoices } from './job-choices.ts';
import type { UploadProgress } from './progress-fetch.ts';
import { RecentExtractions } from './RecentExtractions.tsx';
import { cancelError, uploadError } from './upload-messages.ts';
import { checkUploadFile, parseNumProblems, PDF_ONLY_ACCEPT, UPLOAD_ACCEPT, type FileProblem } from './upload-rules.ts';

/** What the confirm dialog needs: the drafts and pages, and the choices made here. */
export interface Extraction {
  result: ExtractionResult;
  language: Language;
  problemsetName: string;
  /** The server's job that extracted the drafts. */
  jobId?: string;
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

/**
 * The form; the file on its way (bytes sent); then the server's job, followed until it ends
 * (docs/product/states.md#upload).
 */
type Phase = { step: 'form' } | { step: 'uploading'; progress: UploadProgress | null } | { step: 'job'; jobId: string };

/** A file's size in the interface language's way, in kB below 1 MB (e.g. "18 kB", "1,2 MB"). */
function formatSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes < 1 ? [bytes / 1024, 'kilobyte'] : [megabytes, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * The first step of the upload flow (docs/product/screens.md, validation.md): a worksheet (PDF, JPG or PNG, at most 5 MB),
 * an optional name for a new topic, how many problems to extract (1-50, default 10) and their
 * language. Extract sends the file and shows the upload's progress; the server then extracts in
 * the background, and the dialog follows its job page by page ("Page 3 of 12") until the drafts
 * are there, which opens the confirm step. Cancel stops the upload or the job and keeps the
 * choices for another try. The job outlives the dialog and the tab: closing leaves it running,
 * and the recent extractions below the form follow it again or open its drafts later.
 *
 * A server without an AI provider reads only the text of PDFs (the app configuration says so):
 * then a note says it before a file is chosen, the picker offers PDFs only, and an image chosen
 * anyway is refused here rather than after its upload.
 */
export default function UploadDialog({ onClose, onExtracted, finalFocusEl }: UploadDialogProps) {
  const { t } = useLingui();
  const startExtraction = useStartExtraction();
  const cancelJob = useCancelExtractionMutation();
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
  // What a screen reader hears when the followed job changes its state (the live region below).
  const [announcement, setAnnouncement] = useState('');
  const abortRef = useRef<AbortController | null>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const followedJobId = phase.step === 'job' ? phase.jobId : null;
  const jobQuery = useExtractionJobQuery(followedJobId);
  const job = jobQuery.data?.job_id === followedJobId ? jobQuery.data : undefined;
  const busy = phase.step !== 'form';
  const fileName = file?.name ?? '';
  const size = file ? formatSize(file.size, uiLanguage) : '';
  const maxSize = formatSize(MAX_FILE_BYTES, uiLanguage);
  const { minimum, maximum } = NUM_PROBLEMS;
  const loadingJob = t({ id: 'upload.job_loading', message: 'Asking the server…' });
  const uploadingLabel = t({ id: 'upload.uploading', message: 'Uploading…' });

  // Closing the dialog while the file is on its way stops the upload; a job the server has
  // started goes on (it is in the recent extractions).
  useEffect(() => () => abortRef.current?.abort(), []);

  const announceState = t({ id: 'upload.job_announce_running', message: 'The extraction is running.' });
  const announceQueued = t({ id: 'upload.job_announce_queued', message: 'The extraction is waiting to start.' });
  const announceDone = t({ id: 'upload.job_announce_done', message: 'The extraction is done.' });
  const announceFailed = t({ id: 'upload.job_announce_failed', message: 'The extraction failed.' });
  const announceCancelled = t({ id: 'upload.job_announce_cancelled', message: 'The extraction was cancelled.' });

  // The followed job has ended: its drafts open the confirm step (with the choices made when it
  // was started, in this browser; else the form's), a failure is told as the synchronous call
  // would have told it, a cancel (also from another tab) returns to the form.
  const jobState = job?.state;
  useEffect(() => {
    if (!job || phase.step !== 'job') return;
    if (job.state === 'queued') setAnnouncement(announceQueued);
    if (job.state === 'running') setAnnouncement(announceState);
    if (job.state === 'done') {
      const result = job.result;
      if (!result || result.problems.length === 0) {
        setNoDrafts(true);
        setPhase({ step: 'form' });
        setAnnouncement(announceDone);
        return;
      }
      const { problemsetName, language } = form.getValues();
      const choices = jobChoices(job.job_id) ?? { language, problemsetName: problemsetName.trim() };
      onExtracted({ result, language: choices.language, problemsetName: choices.problemsetName, jobId: job.job_id });
    } else if (job.state === 'failed') {
      setPhase({ step: 'form' });
      setAnnouncement(announceFailed);
      void notifyErrorBody(job.error, uploadError);
    } else if (job.state === 'cancelled') {
      setPhase({ step: 'form' });
      setAnnouncement(announceCancelled);
    }
    // Only a change of the job's state moves the dialog on; its pages move the bar alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [followedJobId, job?.job_id, jobState]);

  // Once the upload starts or a job is followed, the progress takes the focus: Extract and the
  // list's button are gone or disabled, the keyboard stays in the dialog, a screen reader reads
  // where the extraction is, and on a phone the progress (below the form) comes into view.
  useEffect(() => {
    if (busy) progressRef.current?.focus();
  }, [busy]);

  // The job could not be read at all (gone, or the server unreachable after a retry).
  useEffect(() => {
    if (phase.step !== 'job' || !jobQuery.isError || jobQuery.data) return;
    setPhase({ step: 'form' });
    void notifyError(jobQuery.error, uploadError);
  }, [phase.step, jobQuery.isError, jobQuery.data, jobQuery.error]);

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
      const jobId = await startExtraction({
        file,
        language,
        numProblems: count,
        signal: controller.signal,
        onUploadProgress: (progress) => setPhase({ step: 'uploading', progress }),
      });
      if (controller.signal.aborted) return;
      abortRef.current = null;
      rememberJobChoices(jobId, { language, problemsetName: problemsetName.trim() });
      setPhase({ step: 'job', jobId });
    } catch (error) {
      // A cancel is the user's choice, not a failure.
      if (controller.signal.aborted) return;
      abortRef.current = null;
      setPhase({ step: 'form' });
      void notifyError(error, uploadError);
    }
  };

  const cancel = () => {
    if (phase.step === 'job') {
      cancelJob.mutate(phase.jobId, {
        onSuccess: () => {
          setPhase({ step: 'form' });
          setAnnouncement(announceCancelled);
        },
        onError: (error) => void notifyError(error, cancelError),
      });
      return;
    }
    abortRef.current?.abort();
    abortRef.current = null;
    setPhase({ step: 'form' });
  };

  const follow = (jobId: string) => {
    setNoDrafts(false);
    setAnnouncement('');
    setPhase({ step: 'job', jobId });
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
                {busy ? (
                  <Stack gap="2" ref={progressRef} tabIndex={-1} outline="none">
                    {phase.step === 'uploading' ? (
                      <Progress.Root value={percent} max={100} colorPalette="teal" translations={{ value: () => uploadingLabel }}>
                        <Stack direction="row" justify="space-between" mb="1">
                          <Progress.Label>{uploadingLabel}</Progress.Label>
                          {percent !== null ? <Progress.ValueText>{`${percent} %`}</Progress.ValueText> : null}
                        </Stack>
                        <Progress.Track>
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                    ) : null}
                    {phase.step === 'job' ? (
                      <Stack gap="2">
                        {job && !(job.state === 'done' || job.state === 'failed' || job.state === 'cancelled') ? (
                          <ExtractionProgress job={job} />
                        ) : (
                          <Progress.Root value={null} colorPalette="teal" translations={{ value: () => loadingJob }}>
                            <Progress.Label fontSize="sm" mb="1">
                              {loadingJob}
                            </Progress.Label>
                            <Progress.Track aria-valuetext={loadingJob}>
                              <Progress.Range />
                            </Progress.Track>
                          </Progress.Root>
                        )}
                        {job?.file_name ? (
                          <Text fontSize="sm" color="fg.muted">
                            {job.file_name}
                          </Text>
                        ) : null}
                        <Text fontSize="sm" color="fg.muted">
                          {t({
                            id: 'upload.job_close_hint',
                            message: 'You can close this window: the extraction goes on, and “Recent extractions” opens it again.',
                          })}
                        </Text>
                      </Stack>
                    ) : null}
                  </Stack>
                ) : null}
                {phase.step === 'form' ? <RecentExtractions onOpen={follow} /> : null}
                <VisuallyHidden role="status" aria-live="polite">
                  {announcement}
                </VisuallyHidden>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={busy ? cancel : onClose} loading={cancelJob.isPending}>
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
