import { lazy, Suspense, useState } from 'react';
import UploadDialog, { type Extraction } from './UploadDialog.tsx';

const ConfirmDraftsDialog = lazy(() => import('./ConfirmDraftsDialog.tsx'));

export interface UploadFlowProps {
  onClose: () => void;
  /** Where the focus goes when the flow ends (the Upload button). */
  finalFocusEl?: () => HTMLElement | null;
}

/** Upload, then confirm (docs/product/states.md: choose file, extract, confirm dialog, confirm to create). */
export default function UploadFlow({ onClose, finalFocusEl }: UploadFlowProps) {
  const [extraction, setExtraction] = useState<Extraction | null>(null);
  if (!extraction) return <UploadDialog onClose={onClose} onExtracted={setExtraction} finalFocusEl={finalFocusEl} />;
  return (
    <Suspense fallback={null}>
      <ConfirmDraftsDialog extraction={extraction} onClose={onClose} finalFocusEl={finalFocusEl} />
    </Suspense>
  );
}
