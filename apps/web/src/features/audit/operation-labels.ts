// What people read for an entry's operation (docs/product/screens.md#audit-log): a past-tense
// phrase per operationId of the contract ("Student changed"), never the operationId itself. The
// record is typed by the contract's operations, so an operation added to the contract without a
// label fails the type check (and operation-labels.test.ts, which walks the bundled contract).
import type { operations } from '@backoffice/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Entries the server writes that no request of the contract makes (the nightly purge). */
export const SERVER_OPERATIONS = ['purgeAuditEntries'] as const;

export type AuditOperationId = keyof operations | (typeof SERVER_OPERATIONS)[number];

export const OPERATION_LABELS: Record<AuditOperationId, MessageDescriptor> = {
  addClassProblemset: msg({ id: 'audit.op.addClassProblemset', message: 'Topic assigned to class' }),
  addClassStudent: msg({ id: 'audit.op.addClassStudent', message: 'Student added to class' }),
  addProblemsetProblems: msg({ id: 'audit.op.addProblemsetProblems', message: 'Problems added to topic' }),
  addStudentProblems: msg({ id: 'audit.op.addStudentProblems', message: 'Problems assigned to student' }),
  addStudentProblemset: msg({ id: 'audit.op.addStudentProblemset', message: 'Topic assigned to student' }),
  cancelJob: msg({ id: 'audit.op.cancelJob', message: 'Job cancelled' }),
  confirmProblemUpload: msg({ id: 'audit.op.confirmProblemUpload', message: 'Uploaded problems saved' }),
  copyProblem: msg({ id: 'audit.op.copyProblem', message: 'Problem copied' }),
  createClass: msg({ id: 'audit.op.createClass', message: 'Class created' }),
  createProblem: msg({ id: 'audit.op.createProblem', message: 'Problem created' }),
  createProblemset: msg({ id: 'audit.op.createProblemset', message: 'Topic created' }),
  createSchool: msg({ id: 'audit.op.createSchool', message: 'School created' }),
  createStudent: msg({ id: 'audit.op.createStudent', message: 'Student created' }),
  createUser: msg({ id: 'audit.op.createUser', message: 'User created' }),
  deleteClass: msg({ id: 'audit.op.deleteClass', message: 'Class deleted' }),
  deleteConversation: msg({ id: 'audit.op.deleteConversation', message: 'Conversation deleted' }),
  deleteProblem: msg({ id: 'audit.op.deleteProblem', message: 'Problem deleted' }),
  deleteProblemset: msg({ id: 'audit.op.deleteProblemset', message: 'Topic deleted' }),
  deleteSchool: msg({ id: 'audit.op.deleteSchool', message: 'School deleted' }),
  deleteStudent: msg({ id: 'audit.op.deleteStudent', message: 'Student deleted' }),
  deleteStudentConversations: msg({ id: 'audit.op.deleteStudentConversations', message: 'Student’s conversations deleted' }),
  deleteStudentHistory: msg({ id: 'audit.op.deleteStudentHistory', message: 'Student’s history deleted' }),
  deleteUser: msg({ id: 'audit.op.deleteUser', message: 'User deleted' }),
  exportClassProgress: msg({ id: 'audit.op.exportClassProgress', message: 'Class progress exported' }),
  exportConversation: msg({ id: 'audit.op.exportConversation', message: 'Conversation exported' }),
  generateSolution: msg({ id: 'audit.op.generateSolution', message: 'Solution generated' }),
  generateWrongAnswers: msg({ id: 'audit.op.generateWrongAnswers', message: 'Wrong answers generated' }),
  getAppConfig: msg({ id: 'audit.op.getAppConfig', message: 'App configuration read' }),
  getClass: msg({ id: 'audit.op.getClass', message: 'Class read' }),
  getClassProgress: msg({ id: 'audit.op.getClassProgress', message: 'Class progress read' }),
  getConversationMessages: msg({ id: 'audit.op.getConversationMessages', message: 'Conversation read' }),
  getFile: msg({ id: 'audit.op.getFile', message: 'File read' }),
  getHealth: msg({ id: 'audit.op.getHealth', message: 'Health checked' }),
  getJob: msg({ id: 'audit.op.getJob', message: 'Job read' }),
  getMe: msg({ id: 'audit.op.getMe', message: 'Own account read' }),
  getProblem: msg({ id: 'audit.op.getProblem', message: 'Problem read' }),
  getProblemImage: msg({ id: 'audit.op.getProblemImage', message: 'Problem image read' }),
  getProblemTemplate: msg({ id: 'audit.op.getProblemTemplate', message: 'Problem template read' }),
  getProblemset: msg({ id: 'audit.op.getProblemset', message: 'Topic read' }),
  getReadiness: msg({ id: 'audit.op.getReadiness', message: 'Readiness checked' }),
  getSchool: msg({ id: 'audit.op.getSchool', message: 'School read' }),
  getStudent: msg({ id: 'audit.op.getStudent', message: 'Student read' }),
  getStudentRecording: msg({ id: 'audit.op.getStudentRecording', message: 'Recording played' }),
  listAuditEntries: msg({ id: 'audit.op.listAuditEntries', message: 'Audit log searched' }),
  listCharacters: msg({ id: 'audit.op.listCharacters', message: 'Characters listed' }),
  importStudents: msg({ id: 'audit.op.importStudents', message: 'Students imported from a file' }),
  listClassProblemsets: msg({ id: 'audit.op.listClassProblemsets', message: 'Class topics listed' }),
  listClassStudents: msg({ id: 'audit.op.listClassStudents', message: 'Class students listed' }),
  listClasses: msg({ id: 'audit.op.listClasses', message: 'Classes listed' }),
  listClassesExtended: msg({ id: 'audit.op.listClassesExtended', message: 'Classes listed with details' }),
  listCollections: msg({ id: 'audit.op.listCollections', message: 'Collections listed' }),
  listConversationRecordings: msg({ id: 'audit.op.listConversationRecordings', message: 'Conversation recordings listed' }),
  listJobs: msg({ id: 'audit.op.listJobs', message: 'Jobs listed' }),
  listProblemsetProblems: msg({ id: 'audit.op.listProblemsetProblems', message: 'Topic problems listed' }),
  listProblemsets: msg({ id: 'audit.op.listProblemsets', message: 'Topics listed' }),
  listSchools: msg({ id: 'audit.op.listSchools', message: 'Schools listed' }),
  listSettings: msg({ id: 'audit.op.listSettings', message: 'Settings listed' }),
  listStudentConversations: msg({ id: 'audit.op.listStudentConversations', message: 'Student’s conversations listed' }),
  listStudentProblems: msg({ id: 'audit.op.listStudentProblems', message: 'Student’s problems listed' }),
  listStudents: msg({ id: 'audit.op.listStudents', message: 'Students listed' }),
  listStudentsExtended: msg({ id: 'audit.op.listStudentsExtended', message: 'Students listed with details' }),
  listUsers: msg({ id: 'audit.op.listUsers', message: 'Users listed' }),
  login: msg({ id: 'audit.op.login', message: 'Sign-in' }),
  logout: msg({ id: 'audit.op.logout', message: 'Sign-out' }),
  printClassAccessSheets: msg({ id: 'audit.op.printClassAccessSheets', message: 'Access sheets printed' }),
  regenerateStudentDigests: msg({ id: 'audit.op.regenerateStudentDigests', message: 'Digests regenerated' }),
  removeClassProblemset: msg({ id: 'audit.op.removeClassProblemset', message: 'Topic removed from class' }),
  removeClassStudent: msg({ id: 'audit.op.removeClassStudent', message: 'Student removed from class' }),
  removeProblemsetProblem: msg({ id: 'audit.op.removeProblemsetProblem', message: 'Problem removed from topic' }),
  removeStudentProblem: msg({ id: 'audit.op.removeStudentProblem', message: 'Problem removed from student' }),
  reorderProblemsetProblems: msg({ id: 'audit.op.reorderProblemsetProblems', message: 'Topic problems reordered' }),
  reorderStudentProblems: msg({ id: 'audit.op.reorderStudentProblems', message: 'Student’s problems reordered' }),
  requestPasswordReset: msg({ id: 'audit.op.requestPasswordReset', message: 'Password reset requested' }),
  resetPassword: msg({ id: 'audit.op.resetPassword', message: 'Password reset' }),
  resetStudentProblems: msg({ id: 'audit.op.resetStudentProblems', message: 'Student’s problems reset' }),
  searchProblems: msg({ id: 'audit.op.searchProblems', message: 'Problems searched' }),
  sendStudentAccessLink: msg({ id: 'audit.op.sendStudentAccessLink', message: 'Access link sent' }),
  setProblemsetProblems: msg({ id: 'audit.op.setProblemsetProblems', message: 'Topic problems replaced' }),
  startProblemUploadJob: msg({ id: 'audit.op.startProblemUploadJob', message: 'Extraction started' }),
  updateClass: msg({ id: 'audit.op.updateClass', message: 'Class changed' }),
  updateMe: msg({ id: 'audit.op.updateMe', message: 'Own account changed' }),
  listReviews: msg({ id: 'audit.op.listReviews', message: 'Review queue listed' }),
  scanReviews: msg({ id: 'audit.op.scanReviews', message: 'Conversations scanned for review' }),
  updateProblem: msg({ id: 'audit.op.updateProblem', message: 'Problem changed' }),
  updateProblemCollection: msg({ id: 'audit.op.updateProblemCollection', message: 'Problem’s collection changed' }),
  updateProblemset: msg({ id: 'audit.op.updateProblemset', message: 'Topic changed' }),
  updateReview: msg({ id: 'audit.op.updateReview', message: 'Review handled' }),
  updateProblemsetProblem: msg({ id: 'audit.op.updateProblemsetProblem', message: 'Topic problem changed' }),
  updateSchool: msg({ id: 'audit.op.updateSchool', message: 'School changed' }),
  updateSetting: msg({ id: 'audit.op.updateSetting', message: 'Setting changed' }),
  updateStudent: msg({ id: 'audit.op.updateStudent', message: 'Student changed' }),
  updateStudentProblem: msg({ id: 'audit.op.updateStudentProblem', message: 'Student’s problem changed' }),
  updateUser: msg({ id: 'audit.op.updateUser', message: 'User changed' }),
  uploadProblemFile: msg({ id: 'audit.op.uploadProblemFile', message: 'Problem file uploaded' }),
  purgeAuditEntries: msg({ id: 'audit.op.purgeAuditEntries', message: 'Old audit entries purged' }),
};

/** The reads of a child's conversation, which the server records besides every write. */
export const RECORDED_READS = ['getConversationMessages', 'exportConversation', 'listConversationRecordings', 'getStudentRecording'] as const;

/**
 * The operations whose entries the log can hold, for the operation filter: every write of the
 * contract (POST, PUT, DELETE; operation-labels.test.ts keeps this list equal to the contract's),
 * the recorded reads and the server's own work. A read the server never records is not offered.
 */
export const RECORDED_OPERATIONS: readonly AuditOperationId[] = [
  'addClassProblemset', 'addClassStudent', 'addProblemsetProblems', 'addStudentProblems',
  'addStudentProblemset', 'cancelJob', 'confirmProblemUpload', 'copyProblem', 'createClass', 'createProblem',
  'createProblemset', 'createSchool', 'createStudent', 'createUser', 'deleteClass', 'deleteConversation',
  'deleteProblem', 'deleteProblemset', 'deleteSchool', 'deleteStudent', 'deleteStudentConversations',
  'deleteStudentHistory', 'deleteUser', 'generateSolution', 'generateWrongAnswers', 'importStudents', 'login', 'logout',
  'regenerateStudentDigests', 'removeClassProblemset', 'removeClassStudent', 'removeProblemsetProblem',
  'removeStudentProblem', 'reorderProblemsetProblems', 'reorderStudentProblems', 'requestPasswordReset',
  'resetPassword', 'resetStudentProblems', 'sendStudentAccessLink', 'setProblemsetProblems',
  'scanReviews', 'startProblemUploadJob', 'updateClass', 'updateMe', 'updateProblem', 'updateProblemCollection', 'updateReview',
  'updateProblemset', 'updateProblemsetProblem', 'updateSchool', 'updateSetting', 'updateStudent',
  'updateStudentProblem', 'updateUser', 'uploadProblemFile',
  ...RECORDED_READS,
  ...SERVER_OPERATIONS,
];

/** Whether the server's operation_id is one we have a label for (an unknown one is shown as it is). */
export function isKnownOperation(operationId: string): operationId is AuditOperationId {
  return Object.hasOwn(OPERATION_LABELS, operationId);
}
