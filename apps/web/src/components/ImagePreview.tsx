import { Box, chakra, Dialog, Image, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';

export interface ImagePreviewProps {
  /** An address on our own origin (a stored file's address under /api/files/), or a data: URL. */
  src: string;
  /**
   * What the preview shows full screen when the small picture is a thumbnail (a list card's
   * `thumbnail_url`): the image itself (`file_url`). `src` when not given.
   */
  fullSrc?: string | undefined;
  /** Describes the image; also names the button that opens the preview. */
  alt: string;
  /** The thumbnail's maximum height (docs/product/screens.md: about 13rem on problem cards). */
  maxH?: string;
  /** The thumbnail's maximum width; the full width of its container by default. */
  maxW?: string;
}

/**
 * An image that opens full screen on click (docs/product/screens.md): centred in the window, as large as 98 % of
 * the viewport's height (or width) allows, small images scaled up to it; closed by a click
 * outside it, Escape, Enter or Space; the focus then returns to the image. The thumbnail is a
 * button, so the keyboard opens it too.
 */
export function ImagePreview({ src, fullSrc, alt, maxH = '13rem', maxW = '100%' }: ImagePreviewProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeOnKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(false);
    }
  };
  return (
    <>
      <chakra.button
        ref={triggerRef}
        type="button"
        display="inline-block"
        maxW={maxW}
        cursor="zoom-in"
        borderRadius="sm"
        focusRingColor="teal.500"
        aria-label={t({ id: 'image.open_preview', message: `Enlarge image: ${alt}` })}
        onClick={(event) => {
          // Cards that open on a click must not open as well.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <Image src={src} alt={alt} maxH={maxH} maxW="100%" objectFit="contain" display="block" loading="lazy" decoding="async" />
      </chakra.button>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        finalFocusEl={() => triggerRef.current}
        size="full"
        placement="center"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop bg="blackAlpha.800" />
          <Dialog.Positioner onClick={(event) => event.stopPropagation()}>
            <Dialog.Content
              bg="transparent"
              shadow="none"
              w="auto"
              h="auto"
              minH="0"
              maxW="98vw"
              maxH="98vh"
              m="auto"
              tabIndex={0}
              aria-label={alt}
              onKeyDown={closeOnKey}
              onClick={() => setOpen(false)}
              focusRing="none"
            >
              <Box as="figure" m="0">
                {/* The box is the largest the window allows; the image fills it, keeping its shape. */}
                <Image src={fullSrc ?? src} alt={alt} w="98vw" h="98vh" objectFit="contain" display="block" />
              </Box>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
