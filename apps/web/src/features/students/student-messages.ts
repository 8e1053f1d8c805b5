// What the students screens say when something fails or is missing (docs/product/validation.md, errors.md).
import { msg } from '@lingui/core/macro';
import { errorMessages } from '../../lib/errors.ts';

export const studentMessages = {
  nameRequired: msg({ id: 'students.error_name_required', message: 'Please enter a first and a last name' }),
  loadFailed: msg({ id: 'students.error_load', message: 'Error loading students' }),
  createFailed: msg({ id: 'students.error_create', message: 'Error creating student' }),
  deleteFailed: msg({ id: 'students.error_delete', message: 'Error deleting student' }),
  statusFailed: msg({ id: 'students.error_status', message: 'Error updating status' }),
  /** A failed change of the student or of a problem's flags (docs/product/errors.md: common.error). */
  updateFailed: errorMessages.error,
  orderFailed: msg({ id: 'student.error_updating_order', message: 'Error updating the order' }),
  accessLinkFailed: msg({ id: 'student.error_sending_access_link', message: 'Error sending the access link' }),
  assignFailed: msg({ id: 'student.error_assigning_problems', message: 'Error assigning problems' }),
  addTopicFailed: msg({ id: 'problemsets.error_add_problemset', message: 'Error adding the topic' }),
  resetFailed: msg({ id: 'student.error_reset', message: 'Error resetting the problem status' }),
  removeProblemFailed: msg({ id: 'student.error_remove_problem', message: 'Error removing the problem' }),
  importFailed: msg({ id: 'students.import.failed', message: 'Error importing students' }),
  /** The same words as the classes list's print button (docs/product/errors.md). */
  printFailed: msg({ id: 'classes.error_print', message: 'Error generating student access sheet' }),
  notFound: msg({ id: 'student.not_found', message: 'Student not found' }),
  notFoundChild: msg({ id: 'student.not_found_child', message: 'Child not found' }),
};
