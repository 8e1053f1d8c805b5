// What the topics screens say when something fails or is missing (docs/product/validation.md, errors.md).
import { msg } from '@lingui/core/macro';
import { errorMessages } from '../../lib/errors.ts';

export const topicMessages = {
  nameRequired: msg({ id: 'topics.error_name_required', message: 'Please enter a name for the topic' }),
  loadFailed: msg({ id: 'topics.error_load', message: 'Error loading topics' }),
  createFailed: msg({ id: 'topics.error_create', message: 'Error creating topic' }),
  deleteFailed: msg({ id: 'topics.error_delete', message: 'Error deleting topic' }),
  saveFailed: msg({ id: 'topic.error_save', message: 'Error saving topic' }),
  addProblemFailed: msg({ id: 'topic.error_add_problem', message: 'Error adding problem' }),
  removeProblemFailed: msg({ id: 'topic.error_remove_problem', message: 'Error removing problem' }),
  reorderFailed: msg({ id: 'topic.error_reorder', message: 'Error reordering problems' }),
  quizFailed: errorMessages.error,
  notFound: msg({ id: 'topic.not_found', message: 'Topic not found' }),
};
