import type { StudentImportResult, StudentImportRow } from '@backoffice/api-client';
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  FileUpload,
  Field,
  HStack,
  NativeSelect,
  Portal,
  Progress,
  Stack,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { saveBlob } from '../../lib/download.ts';
import { ERROR_CODE_MESSAGES, errorMessage, isKnownCode, notifyError, notifySuccess } from '../../lib/errors.ts';
import { openPdfInNewTab } from '../../lib/open-pdf-tab.ts';
import { paths } from '../../lib/paths.ts';
import { localeAtom, userAtom } from '../../lib/session.ts';
import { useFetchAccessSheets, useImportStudentsMutation, usePreviewImportMutation, useSchoolChoicesQuery } from './api.ts';
import { IMPORT_ACCEPT, importCounts, importTemplate, previewOrder, tooLarge } from './import-rules.ts';
import { studentMessages } from './student-messages.ts';
import { genderNames } from './student-words.ts';

/** Rows the preview draws at first; the rest on request (a school's roster has 1,500). */
const FIRST_ROWS = 200;

/**
 * The roster import on /students (admins and schooladmins; docs/product/screens.md#student-import):
 * a file (dropped or chosen), the school (admins), "create missing classes"; the server's dry
 * run is the preview (counts, then every row with its line and its errors, errors first);
 * Import writes the rows to create and shows what was done, with a link to each class and its
 * access sheets. A template in the interface language can be downloaded.
 */
export default function ImportStudentsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const locale = useAtomValue(localeAtom);
  const isAdmin = user?.usertype === 'admin';
  const schools = useSchoolChoicesQuery(isAdmin);
  const [schoolChoice, setSchoolChoice] = useState<number | null>(null);
  const schoolId = isAdmin ? (schoolChoice ?? schools.data?.[0]?.school_id ?? null) : null;
  const [file, setFile] = useState<File | null>(null);
  const [createClasses, setCreateClasses] = useState(false);
  const [preview, setPreview] = useState<StudentImportResult | null>(null);
  const [done, setDone] = useState<StudentImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const check = usePreviewImportMutation();
  const write = useImportStudentsMutation();
  const progressRef = useRef<HTMLDivElement>(null);
  const busy = check.isPending || write.isPending;
  const waitingForSchool = isAdmin && schoolId === null;

  // Every change of the file or the choices reads the file again: the preview always shows
  // what Import would do now.
  const { mutateAsync: previewFile } = check;
  useEffect(() => {
    setPreview(null);
    setShowAll(false);
    if (!file || waitingForSchool) return;
    if (tooLarge(file)) {
      setProblem(i18n._(ERROR_CODE_MESSAGES.payload_too_large));
      return;
    }
    setProblem(null);
    let current = true;
    previewFile({
      file,
      create_classes: createClasses ? 'true' : 'false',
      ...(schoolId !== null ? { school_id: schoolId } : {}),
    })
      .then((result) => current && setPreview(result))
      .catch((error: unknown) => current && setProblem(errorMessage(error)));
    return () => {
      current = false;
    };
  }, [file, createClasses, schoolId, waitingForSchool, previewFile, i18n]);

  useEffect(() => {
    if (busy) progressRef.current?.focus();
  }, [busy]);

  const submit = async () => {
    if (!file || !preview) return;
    try {
      const result = await write.mutateAsync({
        file,
        create_classes: createClasses ? 'true' : 'false',
        ...(schoolId !== null ? { school_id: schoolId } : {}),
      });
      setDone(result);
      void notifySuccess(t({ id: 'students.import.done_toast', message: `Students imported: ${result.created}` }));
    } catch (error) {
      void notifyError(error, studentMessages.importFailed);
    }
  };

  const downloadTemplate = () => {
    const { blob, fileName } = importTemplate(locale);
    saveBlob(blob, fileName);
  };

  const counts = preview ? importCounts(preview) : null;
  const canImport = !!preview && !busy && !done && (counts!.create > 0 || preview.classes_created.length > 0);
  const title = t({ id: 'students.import.title', message: 'Import students' });
  const dropText = t({ id: 'students.import.drop', message: 'Drop the file here' });

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnInteractOutside={false}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              {done ? (
                <ImportResult result={done} />
              ) : (
                <>
                  <Text fontSize="sm" color="fg.muted">
                    {t({
                      id: 'students.import.intro',
                      message:
                        'A CSV or text file or an Excel workbook (.xlsx), as exported from your school software. The first row names the columns: first name and last name, optionally class, gender and language, in any of the five languages.',
                    })}
                  </Text>
                  <Box>
                    <Button variant="outline" size="sm" onClick={downloadTemplate}>
                      {t({ id: 'students.import.template', message: 'Download template' })}
                    </Button>
                  </Box>
                  {isAdmin ? (
                    <Field.Root disabled={busy || !schools.data || schools.data.length === 0}>
                      <Field.Label>{t({ id: 'students.import.school', message: 'School' })}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={schoolId === null ? '' : String(schoolId)}
                          onChange={(event) => setSchoolChoice(Number(event.currentTarget.value))}
                        >
                          {schools.data === undefined ? <option value="">{t({ id: 'common.loading', message: 'Loading…' })}</option> : null}
                          {schools.data?.map((school) => (
                            <option key={school.school_id} value={school.school_id}>
                              {school.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  ) : null}
                  <FileUpload.Root
                    accept={IMPORT_ACCEPT}
                    maxFiles={1}
                    disabled={busy}
                    onFileChange={(details) => setFile(details.acceptedFiles[0] ?? null)}
                  >
                    <FileUpload.HiddenInput aria-label={t({ id: 'students.import.file', message: 'Roster file' })} />
                    {/* The drop zone is itself a button (a click opens the picker): it holds only its
                        text, which is its name; the other button and the hint stay outside it. */}
                    <FileUpload.Dropzone w="full" minH="5rem" aria-label={dropText}>
                      <FileUpload.DropzoneContent>
                        <Text>{dropText}</Text>
                      </FileUpload.DropzoneContent>
                    </FileUpload.Dropzone>
                    <HStack gap="3" wrap="wrap">
                      <FileUpload.Trigger asChild>
                        <Button size="sm" variant="outline">
                          {t({ id: 'students.import.choose', message: 'Choose file' })}
                        </Button>
                      </FileUpload.Trigger>
                      <Text fontSize="xs" color="fg.muted">
                        {t({ id: 'students.import.file_hint', message: 'CSV, TXT or XLSX, at most 5 MB' })}
                      </Text>
                    </HStack>
                    {file ? (
                      <Text fontSize="sm" data-testid="import-file-name">
                        {t({ id: 'students.import.chosen', message: `File: ${file.name}` })}
                      </Text>
                    ) : null}
                  </FileUpload.Root>
                  <Switch.Root checked={createClasses} disabled={busy} onCheckedChange={(details) => setCreateClasses(details.checked)}>
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>{t({ id: 'students.import.create_classes', message: 'Create missing classes' })}</Switch.Label>
                  </Switch.Root>
                  {busy ? (
                    <Progress.Root value={null} size="sm" ref={progressRef} tabIndex={-1}>
                      <Progress.Label fontSize="sm">{t({ id: 'students.import.reading', message: 'Reading the file…' })}</Progress.Label>
                      <Progress.Track aria-valuetext={t({ id: 'students.import.reading', message: 'Reading the file…' })}>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  ) : null}
                  {problem ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{problem}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  {preview && counts ? (
                    <PreviewTable preview={preview} showAll={showAll} onShowAll={() => setShowAll(true)} />
                  ) : null}
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {done ? (
                <Button colorPalette="teal" onClick={onClose}>
                  {t({ id: 'common.close', message: 'Close' })}
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    {t({ id: 'common.cancel', message: 'Cancel' })}
                  </Button>
                  <Button colorPalette="teal" onClick={() => void submit()} disabled={!canImport} loading={write.isPending}>
                    {counts
                      ? t({ id: 'students.import.submit_count', message: `Import (${counts.create})` })
                      : t({ id: 'students.import.submit', message: 'Import' })}
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'common.close', message: 'Close' })} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function StatusBadge({ status }: { status: StudentImportRow['status'] }) {
  const { t } = useLingui();
  if (status === 'error') return <Badge colorPalette="red">{t({ id: 'students.import.status_error', message: 'Error' })}</Badge>;
  if (status === 'exists') return <Badge colorPalette="gray">{t({ id: 'students.import.status_exists', message: 'Already there' })}</Badge>;
  return <Badge colorPalette="teal">{t({ id: 'students.import.status_create', message: 'New' })}</Badge>;
}

/** The dry run: the counts, the classes to create, and the rows, errors first. */
function PreviewTable({ preview, showAll, onShowAll }: { preview: StudentImportResult; showAll: boolean; onShowAll: () => void }) {
  const { t, i18n } = useLingui();
  const counts = importCounts(preview);
  const ordered = useMemo(() => previewOrder(preview.rows), [preview.rows]);
  const shown = showAll ? ordered : ordered.slice(0, FIRST_ROWS);
  const createCount = counts.create;
  const existsCount = counts.exists;
  const errorCount = counts.error;
  const caption = t({ id: 'students.import.preview_caption', message: 'Preview of the import, rows with errors first' });
  return (
    <Stack gap="3">
      <HStack gap="4" wrap="wrap" aria-live="polite" data-testid="import-counts">
        <Text fontWeight="semibold">{t({ id: 'students.import.count_create', message: `To create: ${createCount}` })}</Text>
        <Text>{t({ id: 'students.import.count_exists', message: `Already there: ${existsCount}` })}</Text>
        <Text color={errorCount > 0 ? 'red.fg' : undefined}>{t({ id: 'students.import.count_error', message: `Errors: ${errorCount}` })}</Text>
      </HStack>
      {preview.classes_created.length > 0 ? (
        <Text fontSize="sm">
          {t({ id: 'students.import.new_classes', message: `New classes: ${preview.classes_created.join(', ')}` })}
        </Text>
      ) : null}
      {/* Focusable, so that a keyboard can scroll a table wider or longer than its box. */}
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH={{ base: 'none', md: '24rem' }} tabIndex={0} role="region" aria-label={caption}>
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader textAlign="end">{t({ id: 'students.import.col_line', message: 'Line' })}</Table.ColumnHeader>
              <Table.ColumnHeader>{t({ id: 'students.import.col_status', message: 'Status' })}</Table.ColumnHeader>
              <Table.ColumnHeader>{t({ id: 'students.import.col_name', message: 'Name' })}</Table.ColumnHeader>
              <Table.ColumnHeader>{t({ id: 'students.import.col_class', message: 'Class' })}</Table.ColumnHeader>
              <Table.ColumnHeader>{t({ id: 'students.import.col_gender', message: 'Gender' })}</Table.ColumnHeader>
              <Table.ColumnHeader>{t({ id: 'students.import.col_language', message: 'Language' })}</Table.ColumnHeader>
              <Table.ColumnHeader>{t({ id: 'students.import.col_errors', message: 'Problems' })}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={row.line} data-status={row.status}>
                <Table.Cell textAlign="end">{row.line}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={row.status} />
                </Table.Cell>
                <Table.Cell>{`${row.firstname} ${row.lastname}`.trim()}</Table.Cell>
                <Table.Cell>{row.class_name ?? ''}</Table.Cell>
                <Table.Cell>{row.gender ? i18n._(genderNames[row.gender]) : ''}</Table.Cell>
                <Table.Cell>{row.language ?? ''}</Table.Cell>
                <Table.Cell>
                  {row.errors.map((code) => (
                    <Text key={code} fontSize="sm" color="red.fg">
                      {isKnownCode(code) ? i18n._(ERROR_CODE_MESSAGES[code]) : code}
                    </Text>
                  ))}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {shown.length < ordered.length ? (
        <Box>
          <Button size="sm" variant="outline" onClick={onShowAll}>
            {t({ id: 'students.import.show_all', message: `Show all rows (${ordered.length})` })}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** After the import: what was created, and each class with its page and its access sheets. */
function ImportResult({ result }: { result: StudentImportResult }) {
  const { t } = useLingui();
  const fetchSheets = useFetchAccessSheets();
  const [printing, setPrinting] = useState<number | null>(null);
  const created = result.created;
  const classCount = result.classes_created.length;
  const print = (classId: number) => {
    setPrinting(classId);
    openPdfInNewTab(() => fetchSheets(classId), t({ id: 'classes.print_loading', message: 'Preparing the access sheets…' }))
      .catch((error: unknown) => notifyError(error, studentMessages.printFailed))
      .finally(() => setPrinting(null));
  };
  return (
    <Stack gap="3" data-testid="import-result">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>
          {t({ id: 'students.import.result', message: `Students created: ${created}. Classes created: ${classCount}.` })}
        </Alert.Title>
      </Alert.Root>
      {result.classes.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" ps="0">
          {result.classes.map((klass) =>
            klass.class_id === null ? null : (
              <HStack as="li" key={klass.class_id} gap="3" wrap="wrap">
                <Link href={paths.classes.detail.href(klass.class_id)}>
                  {t({ id: 'students.import.class_link', message: `Class ${klass.name}` })}
                </Link>
                <Button
                  size="xs"
                  variant="outline"
                  loading={printing === klass.class_id}
                  onClick={() => print(klass.class_id!)}
                  aria-label={t({ id: 'classes.print_named', message: `Print access sheets of ${klass.name}` })}
                >
                  {t({ id: 'classes.print', message: 'Print access sheets' })}
                </Button>
              </HStack>
            ),
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
