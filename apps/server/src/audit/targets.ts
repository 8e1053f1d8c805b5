// What each audited operation is about: every write of the contract (POST, PUT, PATCH,
// DELETE) and the reads of a child's conversation. test/audit.test.ts walks the contract and
// fails for a write operation missing here, so a new one cannot go unrecorded.
import type { OperationId } from '../contract/spec.ts';
import type { AuditEntityType } from '../db/schema.ts';
import type { Changes } from './snapshots.ts';

/** The request as the binding validated it. */
export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

type Id = string | number | null | undefined;

export interface Target {
  entity: AuditEntityType;
  /** The record's id from the request, known before the handler runs. */
  id?: (request: RequestParts) => Id;
  /** The id of the record the handler created, from its answer. */
  created?: (answer: Record<string, unknown>) => Id;
  /**
   * The operation keeps its own transactions, so the binding does not wrap it: it makes its
   * change with `inAuditedTransaction` (./record.ts), which writes the entry in the same
   * transaction, or, when it changes nothing there, the entry follows its answer
   * (apps/server/README.md "Audit log"). For work that must not hold a transaction: a password
   * hash, the AI service, a mail server, a refused guess that must stay counted.
   */
  own?: true;
  /** Facts the snapshots cannot show (never a secret: a password is only "changed"). */
  note?: (request: RequestParts, answer: Record<string, unknown>) => Changes;
  /** Compare the record's details too (a student's assigned problems and conversations). */
  detail?: true;
  /** A read of a child's conversation: recorded, with no changes. */
  read?: true;
}

const path = (name: string) => (request: RequestParts) => request.params[name] as Id;
const answer = (name: string) => (result: Record<string, unknown>) => result[name] as Id;
const id = path('id');
const passwordChanged = { password: { before: null, after: 'changed' } };

export const TARGETS: Partial<Record<OperationId, Target>> = {
  // Sign-in and the own account. login, requestPasswordReset and resetPassword are completed by
  // ./record.ts (the user is found by e-mail or reset token).
  login: { entity: 'user', created: (result) => (result.user as { user_id: number }).user_id, own: true },
  logout: { entity: 'user' },
  updateMe: {
    entity: 'user',
    own: true,
    note: (request) => (request.body?.password !== undefined ? passwordChanged : {}),
  },
  requestPasswordReset: { entity: 'user', own: true },
  resetPassword: { entity: 'user', note: () => passwordChanged },

  createUser: { entity: 'user', created: answer('user_id') },
  updateUser: { entity: 'user', id, note: (request) => (request.body?.password !== undefined ? passwordChanged : {}) },
  deleteUser: { entity: 'user', id },

  updateSetting: { entity: 'setting', id: path('key') },

  createSchool: { entity: 'school', created: answer('school_id') },
  updateSchool: { entity: 'school', id },
  deleteSchool: { entity: 'school', id },

  createClass: { entity: 'class', created: answer('class_id') },
  updateClass: { entity: 'class', id },
  deleteClass: { entity: 'class', id },
  addClassProblemset: { entity: 'class', id },
  removeClassProblemset: { entity: 'class', id },
  addClassStudent: { entity: 'class', id },
  removeClassStudent: { entity: 'class', id },

  createStudent: { entity: 'student', created: answer('student_id') },
  updateStudent: { entity: 'student', id },
  deleteStudent: { entity: 'student', id, detail: true },
  sendStudentAccessLink: { entity: 'student', id, own: true },
  deleteStudentConversations: { entity: 'student', id, detail: true },
  regenerateStudentDigests: { entity: 'student', id, own: true },
  deleteStudentHistory: { entity: 'student', id },
  addStudentProblems: { entity: 'student', id, detail: true },
  reorderStudentProblems: { entity: 'student', id, detail: true },
  resetStudentProblems: { entity: 'student', id, detail: true },
  updateStudentProblem: { entity: 'student', id, detail: true },
  removeStudentProblem: { entity: 'student', id, detail: true },
  addStudentProblemset: { entity: 'student', id, detail: true },
  // One entry for the whole file: whether it was a dry run, the school and what was created.
  importStudents: {
    entity: 'student',
    note: (request, result) => ({
      school_id: { before: null, after: (request.body?.school_id as number | undefined) ?? null },
      dry_run: { before: null, after: result.dry_run },
      created: { before: null, after: result.created },
      classes_created: { before: null, after: result.classes_created },
    }),
  },

  deleteConversation: { entity: 'conversation', id: path('conversationId') },

  createProblemset: { entity: 'problemset', created: answer('problemset_id') },
  updateProblemset: { entity: 'problemset', id },
  deleteProblemset: { entity: 'problemset', id },
  addProblemsetProblems: { entity: 'problemset', id },
  setProblemsetProblems: { entity: 'problemset', id },
  reorderProblemsetProblems: { entity: 'problemset', id },
  updateProblemsetProblem: { entity: 'problemset', id },
  removeProblemsetProblem: { entity: 'problemset', id },

  createProblem: { entity: 'problem', created: answer('problem_id') },
  updateProblem: { entity: 'problem', id },
  deleteProblem: { entity: 'problem', id },
  updateProblemCollection: { entity: 'problem', id },
  copyProblem: { entity: 'problem', created: answer('problem_id') },
  generateSolution: { entity: 'problem', own: true },
  generateWrongAnswers: { entity: 'problem', own: true },
  uploadProblemFile: { entity: 'problem', own: true },
  confirmProblemUpload: {
    entity: 'problem',
    note: (_request, result) => ({
      problem_ids: { before: null, after: result.problem_ids },
      problemset_id: { before: null, after: result.problemset_id },
    }),
  },
  startProblemUploadJob: { entity: 'job', created: answer('job_id'), own: true },
  cancelJob: { entity: 'job', id: path('jobId'), own: true },

  // The review queue: a decision on a review; an on-demand scan (its own transactions, as the
  // scheduled one; the entry notes what it found).
  updateReview: { entity: 'review', id: path('reviewId') },
  scanReviews: {
    entity: 'review',
    own: true,
    note: (_request, result) => ({
      scanned_messages: { before: null, after: result.scanned_messages },
      new_reviews: { before: null, after: result.new_reviews },
    }),
  },

  // Reads of a child's conversation.
  getConversationMessages: { entity: 'conversation', id: path('conversationId'), read: true, own: true },
  exportConversation: { entity: 'conversation', id, read: true, own: true },
  listConversationRecordings: { entity: 'conversation', id, read: true, own: true },
  getStudentRecording: { entity: 'student', id, read: true, own: true },
};

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
