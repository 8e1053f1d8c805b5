// The conversation screens' catalogue messages that are shown from more than one place.
import { msg } from '@lingui/core/macro';

export const conversationMessages = {
  loadError: msg({ id: 'conversation.error', message: 'The conversation could not be loaded.' }),
  exportSuccess: msg({ id: 'conversation.export_success', message: 'The conversation was exported.' }),
  exportError: msg({ id: 'conversation.export_error', message: 'The conversation could not be exported.' }),
  listError: msg({ id: 'student.error_loading_conversations', message: 'The conversations could not be loaded.' }),
  deleteError: msg({ id: 'student.error_deleting_conversation', message: 'The conversation could not be deleted.' }),
  digestsError: msg({ id: 'student.error_generating_digests', message: 'The digests could not be generated.' }),
};
