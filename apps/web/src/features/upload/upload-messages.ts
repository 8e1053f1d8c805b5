import { msg } from '@lingui/core/macro';

/** docs/product/errors.md: a failed extraction. */
export const uploadError = msg({ id: 'problems.upload_error', message: 'The file could not be processed.' });

/** The recent extractions of the upload dialog could not be loaded. */
export const recentError = msg({ id: 'upload.recent_error', message: 'The recent extractions could not be loaded.' });

/** docs/product/errors.md: an extraction could not be cancelled. */
export const cancelError = msg({ id: 'upload.cancel_error', message: 'The extraction could not be cancelled.' });
