import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { UploadIcon } from '../../components/icons.tsx';

// The dialogs (and the crop library) load only when someone starts an upload.
const loadFlow = () => import('./UploadFlow.tsx');
const UploadFlow = lazy(loadFlow);

/** The /problems page's Upload button (docs/product/screens.md): opens the upload flow. */
export function UploadButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        colorPalette="teal"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadFlow()}
        onFocus={() => void loadFlow()}
      >
        <UploadIcon />
        {t({ id: 'upload.button', message: 'Upload' })}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <UploadFlow onClose={() => setOpen(false)} finalFocusEl={() => buttonRef.current} />
        </Suspense>
      ) : null}
    </>
  );
}
