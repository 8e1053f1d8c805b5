import type { Coords, ExtractedProblem } from '@backoffice/api-client';
import { Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { notifySuccess } from '../../lib/errors.ts';
import { imageDataUrl } from '../../lib/images.ts';
import { useConfirmUpload } from './api.ts';
import type { CropResult } from './CropDialog.tsx';
import { DEFAULT_COORDS } from './crop.ts';
import { DraftCard } from './DraftCard.tsx';
import { draftGaps, incompleteDrafts } from './draft-rules.ts';
import { markJobConfirmed } from './job-choices.ts';
import type { Extraction } from './UploadDialog.tsx';

const CropDialog = lazy(() => import('./CropDialog.tsx'));

export interface ConfirmDraftsDialogProps {
  extraction: Extraction;
  onClose: () => void;
  /** Where the focus goes when the dialog closes (the Upload button). */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * The second step of the upload flow (docs/product/screens.md): the extracted drafts, all selected, each with its
 * rendered text, its page and crop box; each can be left out, edited and cropped anew. Confirm
 * creates the selected ones (and the topic, when one was named). A failed confirm shows no
 * message (docs/product/errors.md); the dialog stays open with everything as it was, for another try.
 *
 * A created problem needs a text and an answer, as in the editor. A draft the extraction gave no
 * answer has its answer field on the card, marked "Answer missing" while empty; Confirm with a
 * selected draft that lacks either names how many, marks the fields and puts the focus on the
 * first one, and creates nothing.
 */
export default function ConfirmDraftsDialog({ extraction, onClose, finalFocusEl }: ConfirmDraftsDialogProps) {
  const { t } = useLingui();
  const { result, language, problemsetName } = extraction;
  const [drafts, setDrafts] = useState<ExtractedProblem[]>(result.problems);
  const [selected, setSelected] = useState<boolean[]>(() => result.problems.map(() => true));
  const [editing, setEditing] = useState<boolean[]>(() => result.problems.map(() => false));
  // Set by a Confirm that found gaps: from then on each selected draft shows what it lacks.
  const [checked, setChecked] = useState(false);
  const [focusFirstGap, setFocusFirstGap] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const [cropping, setCropping] = useState<number | null>(null);
  const confirm = useConfirmUpload();
  // Drafts that came without an answer ask for it on the card.
  const [askAnswer] = useState<boolean[]>(() => result.problems.map((draft) => draftGaps(draft).answer));

  const pageSrc = (draft: ExtractedProblem) => {
    const page = result.pages[draft.page_index];
    return page ? imageDataUrl(page.image_data, page.image_type) : null;
  };
  const update = (index: number, draft: ExtractedProblem) => {
    setDrafts((all) => all.map((old, i) => (i === index ? draft : old)));
  };
  const setAt = <T,>(setter: (change: (all: T[]) => T[]) => void, index: number, value: T) =>
    setter((all) => all.map((old, i) => (i === index ? value : old)));

  const chosen = selected.flatMap((isSelected, index) => (isSelected ? [index] : []));
  const count = chosen.length;
  const total = drafts.length;
  const incomplete = incompleteDrafts(drafts, chosen);

  // After a refused Confirm (and the fields it opened are in the page): the first gap gets the focus.
  useEffect(() => {
    if (focusFirstGap === 0) return;
    listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirstGap]);

  const submit = () => {
    if (count === 0 || confirm.isPending) return;
    if (incomplete.length > 0) {
      setChecked(true);
      // Open the fields of the drafts whose text is missing (a missing answer is on the card
      // already where the extraction gave none).
      setEditing((all) =>
        all.map((open, index) => open || (incomplete.includes(index) && (draftGaps(drafts[index]!).text || !askAnswer[index]))),
      );
      setFocusFirstGap((n) => n + 1);
      return;
    }
    confirm.mutate(
      { drafts, selected: chosen, language, problemsetName },
      {
        onSuccess: (created) => {
          if (extraction.jobId) markJobConfirmed(extraction.jobId, { language, problemsetName });
          const made = created.problem_ids.length;
          void notifySuccess(
            t({ id: 'upload.created', message: plural(made, { one: '# problem created', other: '# problems created' }) }),
          );
          onClose();
        },
      },
    );
  };

  const applyCrop = (index: number, { coords, figure }: CropResult) => {
    const draft = drafts[index]!;
    update(index, { ...draft, coords, image_data: figure?.data ?? null, image_type: figure?.type ?? null });
    setCropping(null);
  };
  const removeFigure = (index: number) => {
    const draft = drafts[index]!;
    update(index, { ...draft, coords: null, image_data: null, image_type: null });
  };

  const croppingDraft = cropping === null ? null : drafts[cropping];
  const croppingPage = croppingDraft ? pageSrc(croppingDraft) : null;
  const initialCoords: Coords = croppingDraft?.coords ?? DEFAULT_COORDS;
  const number = (cropping ?? 0) + 1;
  const croppingLabel = t({ id: 'upload.draft_label', message: `Problem ${number}` });

  return (
    <>
      <Dialog.Root
        open
        onOpenChange={(details) => {
          if (!details.open && !confirm.isPending) onClose();
        }}
        closeOnInteractOutside={false}
        size={{ base: 'full', md: 'xl' }}
        scrollBehavior="inside"
        finalFocusEl={finalFocusEl}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                <Dialog.Title>{t({ id: 'upload.confirm_title', message: 'Check the extracted problems' })}</Dialog.Title>
                <Text fontSize="sm" color="fg.muted">
                  {problemsetName
                    ? t({ id: 'upload.confirm_topic', message: `The selected problems are created in the new topic “${problemsetName}”.` })
                    : t({ id: 'upload.confirm_no_topic', message: 'The selected problems are created without a topic.' })}
                </Text>
              </Dialog.Header>
              <Dialog.Body>
                <Stack as="ul" ref={listRef} gap="3" aria-label={t({ id: 'upload.drafts', message: 'Extracted problems' })}>
                  {drafts.map((draft, index) => {
                    const gaps = checked && selected[index] ? draftGaps(draft) : { text: false, answer: false };
                    return (
                      <DraftCard
                        key={index}
                        draft={draft}
                        number={index + 1}
                        selected={selected[index]!}
                        onSelectedChange={(value) => setAt(setSelected, index, value)}
                        editing={editing[index]!}
                        onEditingChange={(value) => setAt(setEditing, index, value)}
                        onChange={(changed) => update(index, changed)}
                        pageSrc={pageSrc(draft)}
                        onCrop={() => setCropping(index)}
                        onRemoveFigure={() => removeFigure(index)}
                        askAnswer={askAnswer[index]}
                        textError={gaps.text ? t({ id: 'upload.error_text_required', message: 'Please enter the text of the problem.' }) : null}
                        answerError={
                          gaps.answer ? t({ id: 'upload.error_answer_required', message: 'Please enter the answer of the problem.' }) : null
                        }
                      />
                    );
                  })}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Flex width="full" justify="space-between" align="center" gap="3" wrap="wrap">
                  <Stack gap="0.5">
                    <Text fontSize="sm" aria-live="polite">
                      {t({ id: 'upload.selected_count', message: `${count} of ${total} selected` })}
                    </Text>
                    <Text fontSize="sm" color="red.fg" role="status">
                      {checked && incomplete.length > 0
                        ? t({
                            id: 'upload.incomplete_count',
                            message: plural(incomplete.length, {
                              one: '# selected problem still lacks its text or answer.',
                              other: '# selected problems still lack their text or answer.',
                            }),
                          })
                        : null}
                    </Text>
                  </Stack>
                  <Flex gap="3">
                    <Button type="button" variant="outline" onClick={onClose} disabled={confirm.isPending}>
                      {t({ id: 'common.cancel', message: 'Cancel' })}
                    </Button>
                    <Button type="button" colorPalette="teal" onClick={submit} loading={confirm.isPending} disabled={count === 0}>
                      {t({ id: 'upload.confirm', message: 'Create problems' })}
                    </Button>
                  </Flex>
                </Flex>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t({ id: 'common.close', message: 'Close' })} disabled={confirm.isPending} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {cropping !== null && croppingPage ? (
        <Suspense fallback={null}>
          <CropDialog
            pageSrc={croppingPage}
            draftLabel={croppingLabel}
            initial={initialCoords}
            onSave={(cropResult) => applyCrop(cropping, cropResult)}
            onClose={() => setCropping(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
