// Uploaded files and the limits on the requests that carry them. A leaf module: the contract
// binding reads multipart bodies against these limits, and the modules check and store the
// files, without either importing the other. The limits are the contract's (generated constants).
import { MAX_FILE_BYTES, MAX_REQUEST_BYTES } from '@backoffice/api-client/constants';

/** A file of a multipart body. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** One uploaded file: the contract's x-max-bytes of its file fields. */
export { MAX_FILE_BYTES };
/**
 * The parser's field limit before a form's own limits apply (each form reads a field only up to
 * what its schema lets it hold: contract/validation.ts fieldBound).
 */
export const MAX_FIELD_BYTES = 64 * 1024;
/**
 * A whole multipart request, checked against its Content-Length before any of it is read:
 * two files and the text fields of the largest form fit, a flood of parts does not.
 */
export const MAX_MULTIPART_BYTES = MAX_REQUEST_BYTES.multipart;
