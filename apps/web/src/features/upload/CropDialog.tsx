import type { Coords } from '@backoffice/api-client';
import { Box, Button, CloseButton, Dialog, Field, Grid, HStack, IconButton, Image, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import ReactCrop from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { cropFigure, type CroppedFigure } from './crop-image.ts';
import { clampCoords, COORDS_SCALE, coordsToPercent, MAX_CROP_WIDTH_PX, percentToCoords, typedBoxProblem, type BoxProblem } from './crop.ts';

export interface CropResult {
  coords: Coords;
  /** The new figure; null where the browser could not draw it (the old one is then dropped). */
  figure: CroppedFigure | null;
}

export interface CropDialogProps {
  /** The page image as a data: URL. */
  pageSrc: string;
  /** Names the draft in the title, e.g. "Problem 2". */
  draftLabel: string;
  initial: Coords;
  onSave: (result: CropResult) => void;
  onClose: () => void;
}

type Side = keyof Coords;
const SIDES: Side[] = ['left', 'top', 'right', 'bottom'];

/** The zoom steps: 1 shows the whole page's width in the page area. */
const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

/** The side a refused box is fixed at (its field gets the message and the focus). */
const PROBLEM_SIDE: Record<BoxProblem, Side> = { bottom_above_top: 'bottom', right_left_of_left: 'right' };

// The library's handles sit half inside the box, over the text at its edges: they go outside, a
// little larger and in the app's colour; the page area leaves room for them round the page.
const HANDLE = '14px';
const CROP_STYLES = {
  '--rc-drag-handle-size': HANDLE,
  '--rc-drag-handle-mobile-size': '24px',
  '--rc-drag-handle-bg-colour': 'var(--chakra-colors-teal-600)',
  '--rc-border-color': 'white',
  '--rc-focus-color': 'var(--chakra-colors-orange-500)',
  '& .ReactCrop .ord-nw': { transform: 'translate(-100%, -100%)' },
  '& .ReactCrop .ord-n': { transform: 'translate(-50%, -100%)' },
  '& .ReactCrop .ord-ne': { transform: 'translate(100%, -100%)' },
  '& .ReactCrop .ord-e': { transform: 'translate(100%, -50%)' },
  '& .ReactCrop .ord-se': { transform: 'translate(100%, 100%)' },
  '& .ReactCrop .ord-s': { transform: 'translate(-50%, 100%)' },
  '& .ReactCrop .ord-sw': { transform: 'translate(-100%, 100%)' },
  '& .ReactCrop .ord-w': { transform: 'translate(-100%, -50%)' },
  '& .ReactCrop__drag-bar.ord-n': { transform: 'translateY(-100%)' },
  '& .ReactCrop__drag-bar.ord-e': { transform: 'translateX(100%)' },
  '& .ReactCrop__drag-bar.ord-s': { transform: 'translateY(100%)' },
  '& .ReactCrop__drag-bar.ord-w': { transform: 'translateX(-100%)' },
  // A clear frame instead of the thin marching line.
  '& .ReactCrop__crop-selection': { boxShadow: '0 0 0 2px var(--chakra-colors-teal-600)' },
} as const;

/**
 * Moves or resizes a draft's crop box on its page image (docs/product/screens.md, validation.md), in a dialog as large as the
 * window: by dragging the box or its handles (outside the box, so that they cover nothing), with
 * the arrow keys on them, or by typing the edges on the page's 0-1000 scale. The page can be
 * zoomed. A box typed the wrong way round (bottom above top, right left of left) is refused with
 * a message; the box stays on the page and at least 10 units a side. The preview shows the figure
 * as it will be saved, at most 800 px wide.
 */
export default function CropDialog({ pageSrc, draftLabel, initial, onSave, onClose }: CropDialogProps) {
  const { t } = useLingui();
  const imageRef = useRef<HTMLImageElement>(null);
  const fieldRefs = useRef<Partial<Record<Side, HTMLInputElement | null>>>({});
  const [coords, setCoords] = useState<Coords>(() => clampCoords(initial));
  const [committed, setCommitted] = useState<Coords>(() => clampCoords(initial));
  const [problem, setProblem] = useState<BoxProblem | null>(null);
  const [zoom, setZoom] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [preview, setPreview] = useState<CroppedFigure | null>(null);
  // While the typed sides are refused, the page shows the last box that was taken.
  const box = problem ? committed : clampCoords(coords);
  const scale = ZOOM_STEPS[zoom]!;

  useEffect(() => {
    if (loaded && imageRef.current) setPreview(cropFigure(imageRef.current, committed));
  }, [loaded, committed]);

  const labels: Record<Side, string> = {
    left: t({ id: 'upload.crop_edge_left', message: 'Left edge' }),
    top: t({ id: 'upload.crop_edge_top', message: 'Top edge' }),
    right: t({ id: 'upload.crop_edge_right', message: 'Right edge' }),
    bottom: t({ id: 'upload.crop_edge_bottom', message: 'Bottom edge' }),
  };
  const hints: Record<Side, string> = {
    left: t({ id: 'upload.crop_left_hint', message: 'From the page’s left edge (0) to its right edge (1000)' }),
    top: t({ id: 'upload.crop_top_hint', message: 'From the top of the page (0) to its bottom (1000)' }),
    right: t({ id: 'upload.crop_right_hint', message: 'Larger than the left edge' }),
    bottom: t({ id: 'upload.crop_bottom_hint', message: 'Larger than the top edge' }),
  };
  const problems: Record<BoxProblem, string> = {
    bottom_above_top: t({
      id: 'upload.crop_error_bottom',
      message: 'The bottom edge must be below the top edge: enter a larger number than for the top edge.',
    }),
    right_left_of_left: t({
      id: 'upload.crop_error_right',
      message: 'The right edge must be right of the left edge: enter a larger number than for the left edge.',
    }),
  };
  const handle = t({ id: 'upload.crop_handle', message: 'Drag handle' });
  const ariaLabels = {
    cropArea: t({ id: 'upload.crop_area', message: 'Crop box: drag to move, arrow keys move it too' }),
    nwDragHandle: `${handle}: ${labels.top}, ${labels.left}`,
    nDragHandle: `${handle}: ${labels.top}`,
    neDragHandle: `${handle}: ${labels.top}, ${labels.right}`,
    eDragHandle: `${handle}: ${labels.right}`,
    seDragHandle: `${handle}: ${labels.bottom}, ${labels.right}`,
    sDragHandle: `${handle}: ${labels.bottom}`,
    swDragHandle: `${handle}: ${labels.bottom}, ${labels.left}`,
    wDragHandle: `${handle}: ${labels.left}`,
  };
  // The library measures in pixels of the shown image: 10 units of 1000 are 1 % of its size.
  const shown = imageRef.current;
  const minWidth = shown ? shown.width / 100 : 0;
  const minHeight = shown ? shown.height / 100 : 0;

  /** Takes the typed sides, or refuses them with a message at the side to fix; true when taken. */
  const commitTyped = (focusProblem: boolean): boolean => {
    const refused = typedBoxProblem(coords);
    setProblem(refused);
    if (refused) {
      if (focusProblem) fieldRefs.current[PROBLEM_SIDE[refused]]?.focus();
      return false;
    }
    const clamped = clampCoords(coords);
    setCoords(clamped);
    setCommitted(clamped);
    return true;
  };

  const save = () => {
    if (!commitTyped(true)) return;
    const final = clampCoords(coords);
    const figure = imageRef.current && loaded ? cropFigure(imageRef.current, final) : null;
    onSave({ coords: final, figure });
  };

  const fromLibrary = (percent: { x: number; y: number; width: number; height: number }) => {
    setProblem(null);
    return percentToCoords(percent);
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={false}
      size={{ base: 'full', md: 'cover' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/*
            The window less the positioner's margins, so that the footer stays in view (the phone's
            full-screen size would otherwise keep its minimum height of the whole window).
          */}
          <Dialog.Content minH={{ md: '0' }} h={{ md: 'calc(100dvh - 5rem)' }} maxH={{ md: 'calc(100dvh - 5rem)' }} borderRadius={{ md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title>{t({ id: 'upload.crop_title', message: `Crop box of ${draftLabel}` })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body
              display="grid"
              gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }}
              gridTemplateRows={{ base: 'auto auto', lg: 'minmax(0, 1fr)' }}
              gap="4"
              overflow={{ base: 'auto', lg: 'hidden' }}
            >
              <Stack gap="2" minH={{ base: 'auto', lg: '0' }} minW="0">
                <HStack gap="2" justify="space-between" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted">
                    {t({ id: 'upload.crop_drag_hint', message: 'Drag the box or the handles at its edges, or type the edges.' })}
                  </Text>
                  <HStack gap="1" role="group" aria-label={t({ id: 'upload.crop_zoom', message: 'Zoom' })}>
                    <IconButton
                      size="sm"
                      variant="outline"
                      aria-label={t({ id: 'upload.crop_zoom_out', message: 'Zoom out' })}
                      disabled={zoom === 0}
                      onClick={() => setZoom((step) => Math.max(0, step - 1))}
                    >
                      −
                    </IconButton>
                    <Text as="output" fontSize="sm" minW="3.5rem" textAlign="center" aria-live="polite">
                      {`${Math.round(scale * 100)} %`}
                    </Text>
                    <IconButton
                      size="sm"
                      variant="outline"
                      aria-label={t({ id: 'upload.crop_zoom_in', message: 'Zoom in' })}
                      disabled={zoom === ZOOM_STEPS.length - 1}
                      onClick={() => setZoom((step) => Math.min(ZOOM_STEPS.length - 1, step + 1))}
                    >
                      +
                    </IconButton>
                  </HStack>
                </HStack>
                <Box
                  data-testid="crop-page-area"
                  flex="1"
                  // On a phone the page takes most of the screen; the fields follow below it.
                  minH={{ base: 'auto', lg: '0' }}
                  h={{ base: '65dvh', lg: 'auto' }}
                  overflow="auto"
                  bg="bg.muted"
                  borderRadius="md"
                  // Room round the page for the handles outside the box.
                  p="6"
                  css={CROP_STYLES}
                >
                  <ReactCrop
                    crop={{ unit: '%', ...coordsToPercent(box) }}
                    onChange={(_pixels, percent) => setCoords(fromLibrary(percent))}
                    onComplete={(_pixels, percent) => setCommitted(fromLibrary(percent))}
                    keepSelection
                    minWidth={minWidth}
                    minHeight={minHeight}
                    ariaLabels={ariaLabels}
                    style={{ width: `${scale * 100}%`, maxWidth: 'none', display: 'block' }}
                  >
                    <img
                      ref={imageRef}
                      src={pageSrc}
                      alt={t({ id: 'upload.page_image', message: 'Page of the worksheet' })}
                      style={{ width: '100%', maxWidth: 'none', display: 'block', background: 'white' }}
                      onLoad={() => setLoaded(true)}
                    />
                  </ReactCrop>
                </Box>
              </Stack>
              <Stack gap="4" minH="0" overflow={{ base: 'visible', lg: 'auto' }} pe={{ lg: '1' }}>
                <Text fontSize="sm">
                  {t({
                    id: 'upload.crop_numbers_help',
                    message:
                      'The numbers place the box’s edges on the page, in thousandths of its width and height: 0 is the page’s left or top edge, 1000 its right or bottom edge. Top edge 250 is a quarter of the way down. The box is at least 10 wide and high.',
                  })}
                </Text>
                <SimpleGrid columns={2} gap="3">
                  {SIDES.map((side) => {
                    const error = problem && PROBLEM_SIDE[problem] === side ? problems[problem] : null;
                    return (
                      <Field.Root key={side} invalid={Boolean(error)} gridColumn={error ? 'span 2' : undefined}>
                        <Field.Label>{labels[side]}</Field.Label>
                        <Input
                          ref={(element) => {
                            fieldRefs.current[side] = element;
                          }}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={COORDS_SCALE}
                          value={Number.isFinite(coords[side]) ? String(coords[side]) : ''}
                          onChange={(event) => setCoords({ ...coords, [side]: event.currentTarget.valueAsNumber })}
                          onBlur={() => commitTyped(false)}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') {
                              event.preventDefault();
                              commitTyped(true);
                            }
                          }}
                        />
                        {error ? <Field.ErrorText color="red.fg">{error}</Field.ErrorText> : <Field.HelperText>{hints[side]}</Field.HelperText>}
                      </Field.Root>
                    );
                  })}
                </SimpleGrid>
                {preview ? (
                  <Stack gap="1">
                    <Text fontWeight="medium" fontSize="sm">
                      {t({ id: 'upload.crop_preview', message: 'Preview of the figure' })}
                    </Text>
                    <Grid borderWidth="1px" borderRadius="md" p="2" justifyItems="start" maxW="100%">
                      <Image
                        src={preview.url}
                        alt={t({ id: 'upload.figure_alt', message: `Figure of ${draftLabel}` })}
                        maxW={`min(100%, ${MAX_CROP_WIDTH_PX}px)`}
                        maxH="30vh"
                      />
                    </Grid>
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="outline" onClick={onClose}>
                {t({ id: 'common.cancel', message: 'Cancel' })}
              </Button>
              <Button type="button" colorPalette="teal" onClick={save}>
                {t({ id: 'upload.crop_apply', message: 'Apply' })}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'common.close', message: 'Close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
