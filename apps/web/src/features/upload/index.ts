// What other screens use of the upload flow: the button that opens it.
export { UploadButton } from './UploadButton.tsx';
