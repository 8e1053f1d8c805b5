// Every module's handlers, one object keyed by operationId. The contract binding answers 501
// for an operation missing here, and the test suite (test/contract-coverage.test.ts) fails on that.
import type { Handlers } from '../contract/handler.ts';
import { auditHandlers } from './audit/handlers.ts';
import { authHandlers } from './auth/handlers.ts';
import { classHandlers } from './classes/handlers.ts';
import { conversationHandlers } from './conversations/handlers.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { fileHandlers } from './files/handlers.ts';
import { operationsHandlers } from './operations/handlers.ts';
import { problemHandlers } from './problems/handlers.ts';
import { reviewHandlers } from './reviews/handlers.ts';
import { problemsetHandlers } from './problemsets/handlers.ts';
import { schoolHandlers } from './schools/handlers.ts';
import { settingHandlers } from './settings/handlers.ts';
import { studentImportHandlers } from './student-import/handlers.ts';
import { studentProblemHandlers } from './student-problems/handlers.ts';
import { studentHandlers } from './students/handlers.ts';
import { userHandlers } from './users/handlers.ts';

export const handlers: Partial<Handlers> = {
  ...authHandlers,
  ...userHandlers,
  ...settingHandlers,
  ...schoolHandlers,
  ...classHandlers,
  ...studentHandlers,
  ...studentImportHandlers,
  ...studentProblemHandlers,
  ...conversationHandlers,
  ...problemsetHandlers,
  ...problemHandlers,
  ...jobHandlers,
  ...operationsHandlers,
  ...fileHandlers,
  ...auditHandlers,
  ...reviewHandlers,
};
