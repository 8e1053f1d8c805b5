import type { Coords } from '@backoffice/api-client';
import { Box, Button, CloseButton, Dialog, Field, Flex, Image, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import ReactCrop from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { cropFigure, type CroppedFigure } from './crop-image.ts';
import { clampCoords, COORDS_SCALE, coordsToPercent, MAX_CROP_WIDTH_PX, percentToCoords } from './crop.ts';

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

/**
 * Moves or resizes a draft's crop box on its page image (spec §2, §5): by dragging the box or its
 * handles, with the arrow keys on them, or by typing the sides on the 0-1000 scale. The box
 * stays on the page and at least 10 units a side; the preview shows the figure as it will be
 * saved, at most 800 px wide.
 */
export default function CropDialog({ pageSrc, draftLabel, initial, onSave, onClose }: CropDialogProps) {
  const { t } = useLingui();
  const imageRef = useRef<HTMLImageElement>(null);
  const [coords, setCoords] = useState<Coords>(() => clampCoords(initial));
  const [committed, setCommitted] = useState<Coords>(() => clampCoords(initial));
  const [loaded, setLoaded] = useState(false);
  const [preview, setPreview] = useState<CroppedFigure | null>(null);
  const box = clampCoords(coords);

  useEffect(() => {
    if (loaded && imageRef.current) setPreview(cropFigure(imageRef.current, committed));
  }, [loaded, committed]);

  const labels: Record<Side, string> = {
    left: t({ id: 'upload.crop_left', message: 'Left' }),
    top: t({ id: 'upload.crop_top', message: 'Top' }),
    right: t({ id: 'upload.crop_right', message: 'Right' }),
    bottom: t({ id: 'upload.crop_bottom', message: 'Bottom' }),
  };
  const handle = t({ id: 'upload.crop_handle', message: 'Drag handle' });
  const ariaLabels = {
    cropArea: t({ id: 'upload.crop_area', message: 'Crop box: drag to move, arrow keys move it too' }),
    nwDragHandle: `${handle}: ${labels.top} ${labels.left}`,
    nDragHandle: `${handle}: ${labels.top}`,
    neDragHandle: `${handle}: ${labels.top} ${labels.right}`,
    eDragHandle: `${handle}: ${labels.right}`,
    seDragHandle: `${handle}: ${labels.bottom} ${labels.right}`,
    sDragHandle: `${handle}: ${labels.bottom}`,
    swDragHandle: `${handle}: ${labels.bottom} ${labels.left}`,
    wDragHandle: `${handle}: ${labels.left}`,
  };
  // The library measures in pixels of the shown image: 10 units of 1000 are 1 % of its size.
  const shown = imageRef.current;
  const minWidth = shown ? shown.width / 100 : 0;
  const minHeight = shown ? shown.height / 100 : 0;

  const commitTyped = () => {
    const clamped = clampCoords(coords);
    setCoords(clamped);
    setCommitted(clamped);
  };

  const save = () => {
    const final = clampCoords(coords);
    const figure = imageRef.current && loaded ? cropFigure(imageRef.current, final) : null;
    onSave({ coords: final, figure });
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={false}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t({ id: 'upload.crop_title', message: `Crop box of ${draftLabel}` })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              <Flex justify="center" bg="bg.muted" p="2" borderRadius="md">
                <ReactCrop
                  crop={{ unit: '%', ...coordsToPercent(box) }}
                  onChange={(_pixels, percent) => setCoords(percentToCoords(percent))}
                  onComplete={(_pixels, percent) => setCommitted(percentToCoords(percent))}
                  keepSelection
                  minWidth={minWidth}
                  minHeight={minHeight}
                  ariaLabels={ariaLabels}
                >
                  <img
                    ref={imageRef}
                    src={pageSrc}
                    alt={t({ id: 'upload.page_image', message: 'Page of the worksheet' })}
                    style={{ maxHeight: '60vh', maxWidth: '100%', display: 'block' }}
                    onLoad={() => setLoaded(true)}
                  />
                </ReactCrop>
              </Flex>
              <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
                {SIDES.map((side) => (
                  <Field.Root key={side}>
                    <Field.Label>{labels[side]}</Field.Label>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={COORDS_SCALE}
                      value={Number.isFinite(coords[side]) ? String(coords[side]) : ''}
                      onChange={(event) => setCoords({ ...coords, [side]: event.currentTarget.valueAsNumber })}
                      onBlur={commitTyped}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') {
                          event.preventDefault();
                          commitTyped();
                        }
                      }}
                    />
                  </Field.Root>
                ))}
              </SimpleGrid>
              <Text fontSize="sm" color="fg.muted">
                {t({ id: 'upload.crop_hint', message: 'Sides from 0 to 1000 of the page, at least 10 apart.' })}
              </Text>
              {preview ? (
                <Stack gap="1">
                  <Text fontWeight="medium" fontSize="sm">
                    {t({ id: 'upload.crop_preview', message: 'Preview of the figure' })}
                  </Text>
                  <Box borderWidth="1px" borderRadius="md" p="2" alignSelf="flex-start" maxW="100%">
                    <Image
                      src={preview.url}
                      alt={t({ id: 'upload.figure_alt', message: `Figure of ${draftLabel}` })}
                      maxW={`min(100%, ${MAX_CROP_WIDTH_PX}px)`}
                      maxH="40vh"
                    />
                  </Box>
                </Stack>
              ) : null}
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
