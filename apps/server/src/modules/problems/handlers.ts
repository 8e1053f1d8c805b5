// The problem library (docs/product/screens.md: problem list, problem editor, upload flow; docs/product/api.md): search,
// read, create and edit with images and templates, collection, copy, delete, and creating
// problems from confirmed upload drafts. Everyone sees problemScope; editing follows docs/product/roles.md.
import { NUM_PROBLEMS } from '@backoffice/api-client/constants';
import { ownerSchoolFor, requireRole } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { defineHandlers, type HandlerContext, withPreparation } from '../../contract/handler.ts';
import { appendToList, closeUpLists, studentProblemList, topicProblemList } from '../../db/ordered-lists.ts';
import type { NewProblem } from '../../db/schema.ts';
import { notFound, problemNotFound } from '../../lib/http-error.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { insertProblemset, touchProblemsets } from '../problemsets/data.ts';
import {
  collectionExists,
  copyProblem,
  deleteProblem,
  getProblem,
  insertProblem,
  insertProblems,
  LIST_PAGE_SIZE,
  listUrlOf,
  requireEditableProblem,
  requireVisibleProblem,
  searchProblems,
  toApiProblem,
  updateProblem,
} from './data.ts';
import { sendProblemFile } from './file-answer.ts';
import { assertCreatable, parseDrafts, parseSelection } from './drafts.ts';
import { extractWorksheet } from './extraction/extract.ts';
import { startExtraction } from './extraction/job.ts';
import { base64Image, uploadType } from './files.ts';
import { generateSolution, generateWrongAnswers } from './generate.ts';
import { blankToNull, contentColumns, fileColumns } from './form.ts';
import { NO_IMAGE, storeProblemImage } from './stored-files.ts';

const collectionNotFound = () => notFound('collection.not_found', 'The collection does not exist.');

/** New content belongs to its creator and their school (none for a parent), in no collection. */
const ownedBy = (user: SessionUser) => ({ owner_school_id: ownerSchoolFor(user), created_by_user_id: user.user_id, collection_id: null });

export const problemHandlers = defineHandlers({
  async searchProblems({ user, query, services: { db } }) {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? LIST_PAGE_SIZE;
    return searchProblems(db, user, query, page, perPage);
  },

  async getProblem({ user, params, services: { db } }) {
    return toApiProblem(await requireVisibleProblem(db, user, params.id));
  },

  getProblemImage: (ctx) => sendProblemFile(ctx, 'image'),

  getProblemTemplate: (ctx) => sendProblemFile(ctx, 'template'),

  // The image and template are processed and stored before the transaction (withPreparation).
  createProblem: withPreparation(
    ({ body, services: { images, files } }) => fileColumns(body, images, files),
    async ({ user, body, services: { db } }, stored) => {
      const values: NewProblem = { ...contentColumns(body), ...stored, ...ownedBy(user) };
      const problem_id = await insertProblem(db, values);
      return { problem_id, redirect_url: await listUrlOf(db, user, problem_id) };
    },
  ),

  updateProblem: withPreparation(
    ({ body, services: { images, files } }) => fileColumns(body, images, files),
    async ({ user, params, body, services: { db } }, stored) => {
      await requireEditableProblem(db, user, params.id);
      // Owner, creator and collection stay; a missing file keeps the current one.
      await updateProblem(db, params.id, { ...contentColumns(body), ...stored });
      return { problem_id: params.id, redirect_url: await listUrlOf(db, user, params.id) };
    },
  ),

  async deleteProblem({ user, params, services: { db } }) {
    await requireEditableProblem(db, user, params.id);
    // Never refused for being in use: it leaves every topic and student list, which close up.
    await db.transaction().execute(async (trx) => {
      const { topicIds, studentIds } = await deleteProblem(trx, params.id);
      await closeUpLists(trx, topicProblemList, topicIds);
      await touchProblemsets(trx, topicIds);
      await closeUpLists(trx, studentProblemList, studentIds);
    });
    return { ok: true as const };
  },

  async updateProblemCollection({ user, params, body, services: { db } }) {
    requireRole(user, 'admin');
    await requireVisibleProblem(db, user, params.id);
    if (body.collection_id !== null && !(await collectionExists(db, body.collection_id))) throw collectionNotFound();
    await updateProblem(db, params.id, { collection_id: body.collection_id });
    return getProblem(db, params.id);
  },

  async copyProblem({ user, params, services: { db } }) {
    // The scope makes a problem the user may not see copy nothing (data.ts copyProblem).
    const copy = await copyProblem(db, user, params.id);
    if (copy === undefined) throw problemNotFound();
    return { problem_id: copy };
  },

  async generateSolution({ body, services: { ai, images } }) {
    const file = typeof body.file === 'object' ? body.file : undefined;
    const template = typeof body.template_file === 'object' ? body.template_file : undefined;
    return { solution: await generateSolution(ai, images, { text: body.text, language: body.language, file, template }) };
  },

  async generateWrongAnswers({ body, services: { ai } }) {
    return { wrong_answers: await generateWrongAnswers(ai, body) };
  },

  async uploadProblemFile({ user, body, services: { ai, images } }) {
    // The file is checked first, so a wrong file says so whether or not AI is configured.
    const type = uploadType(body.file as UploadedFile);
    return extractWorksheet(
      { file: (body.file as UploadedFile).data, type, language: body.language, maxProblems: body.num_problems ?? NUM_PROBLEMS.default },
      ai,
      // Queued as this user's: other users' uploads take turns with it.
      images.for(`user:${user.user_id}`),
    );
  },

  async startProblemUploadJob({ user, body, services, reply }) {
    // Every role, as uploadProblemFile; the file is checked in full before a job exists.
    const file = body.file as UploadedFile;
    const type = uploadType(file);
    const jobId = await startExtraction(
      { ownerId: user.user_id, file: file.data, fileName: file.filename || null, type, language: body.language, maxProblems: body.num_problems ?? NUM_PROBLEMS.default },
      services,
    );
    return reply.status(202).send({ job_id: jobId });
  },

  // The chosen drafts, their figures processed and stored, are made before the transaction.
  confirmProblemUpload: withPreparation(chosenDrafts, async ({ user, body, services: { db } }, chosen) => {
    const topicName = body.problemset_name?.trim();
    return db.transaction().execute(async (trx) => {
      // Ids come back in the order of the rows, which is the order the user chose.
      const problemIds = await insertProblems(trx, chosen);
      if (!topicName) return { problem_ids: problemIds, problemset_id: null };
      const topicId = await insertProblemset(trx, user, topicName);
      await appendToList(trx, topicProblemList, topicId, problemIds.map((problem_id) => ({ problem_id })), 0);
      return { problem_ids: problemIds, problemset_id: topicId };
    });
  }),
});

/** The drafts the user chose, checked, as new problems with their figures in the storage. */
async function chosenDrafts({ user, body, services: { images, files } }: HandlerContext<'confirmProblemUpload'>): Promise<NewProblem[]> {
  const drafts = parseDrafts(body.problems);
  const indices = parseSelection(body.selected_indices, drafts.length);
  // Every chosen draft is checked before any figure goes to the image process.
  for (const index of indices) assertCreatable(drafts[index]!, index);
  const chosen: NewProblem[] = [];
  for (const index of indices) {
    const draft = drafts[index]!;
    const image = draft.image_data
      ? await storeProblemImage(files, (data, type) => images.run('thumbnail', data, type), await base64Image(images, draft.image_data, draft.image_type))
      : NO_IMAGE;
    chosen.push({
      text: draft.text.trim(),
      solution: blankToNull(draft.solution),
      answer: blankToNull(draft.answer),
      wrong_answers: '[]',
      gradefrom: draft.gradefrom,
      gradeto: draft.gradeto,
      difficulty: draft.difficulty,
      language: body.language,
      ...image,
      ...ownedBy(user),
    } satisfies NewProblem);
  }
  return chosen;
}
