// What the classes screens say when something fails or is missing (docs/product/validation.md, errors.md).
import { msg } from '@lingui/core/macro';

export const classMessages = {
  nameRequired: msg({ id: 'classes.error_name_required', message: 'Please enter a name for the class' }),
  noSchool: msg({ id: 'classes.error_no_school', message: 'Please create a school first.' }),
  ownSchoolMissing: msg({
    id: 'classes.error_no_own_school',
    message: 'Your account belongs to no school, so you cannot create classes.',
  }),
  loadFailed: msg({ id: 'classes.error_load', message: 'Error loading classes' }),
  createFailed: msg({ id: 'classes.error_create', message: 'Error creating class' }),
  saveFailed: msg({ id: 'classes.error_save', message: 'Error saving class' }),
  deleteFailed: msg({ id: 'classes.error_delete', message: 'Error deleting class' }),
  printFailed: msg({ id: 'classes.error_print', message: 'Error generating student access sheet' }),
  addStudentFailed: msg({ id: 'class.error_add_student', message: 'Error adding student' }),
  removeStudentFailed: msg({ id: 'class.error_remove_student', message: 'Error removing student' }),
  addTopicFailed: msg({ id: 'class.error_add_topic', message: 'Error adding topic' }),
  removeTopicFailed: msg({ id: 'class.error_remove_topic', message: 'Error removing topic' }),
  notFound: msg({ id: 'class.not_found', message: 'Class not found' }),
  progressLoadFailed: msg({ id: 'progress.error_load', message: 'Error loading the class progress' }),
  progressExportFailed: msg({ id: 'progress.error_export', message: 'Error exporting the class progress' }),
};
