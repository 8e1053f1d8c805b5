import { msg } from '@lingui/core/macro';

/** docs/product/errors.md: a failed extraction. */
export const uploadError = msg({ id: 'problems.upload_error', message: 'The file could not be processed.' });
