// The problem library (spec §2 "Problem list", "Problem editor", "Upload flow", §7): search,
// read, create and edit with images and templates, collection, copy, delete, and creating
// problems from confirmed upload drafts. Everyone sees problemScope; editing follows §6.
import { NUM_PROBLEMS } from '@backoffice/api-client/constants';
import { sql } from 'kysely';
import { ownerSchoolFor, problemScope, requireRole } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { defineHandlers, type UploadedFile } from '../../contract/handler.ts';
import type { Database } from '../../db/database.ts';
import { appendToList, closeUpLists, studentProblemList, topicProblemList } from '../../db/ordered-lists.ts';
import type { NewProblem } from '../../db/schema.ts';
import { notFound, problemNotFound } from '../../lib/http-error.ts';
import { touchProblemsets } from '../problemsets/data.ts';
import { PROBLEM_COLUMNS, selectProblems, toApiProblem } from './data.ts';
import { sendProblemFile } from './file-answer.ts';
import { assertCreatable, parseDrafts, parseSelection } from './drafts.ts';
import { extractWorksheet } from './extraction/extract.ts';
import { base64Image, uploadType } from './files.ts';
import { generateSolution, generateWrongAnswers } from './generate.ts';
import { blankToNull, contentColumns, fileColumns } from './form.ts';
import { LIST_PAGE_SIZE, listUrlOf, requireEditableProblem, requireVisibleProblem, searchCondition } from './queries.ts';

const collectionNotFound = () => notFound('collection.not_found', 'The collection does not exist.');

/** New content belongs to its creator and their school (none for a parent), in no collection. */
const ownedBy = (user: SessionUser) => ({ owner_school_id: ownerSchoolFor(user), created_by_user_id: user.user_id, collection_id: null });

async function getApiProblem(db: Database, problemId: number) {
  return toApiProblem(await selectProblems(db).where('problems.problem_id', '=', problemId).executeTakeFirstOrThrow());
}

export const problemHandlers = defineHandlers({
  async searchProblems({ user, query, services: { db } }) {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? LIST_PAGE_SIZE;
    const matching = searchCondition(user, query);
    // The matches are collected first, on their own (a materialized CTE), so that the planner
    // finds them through the indexes (the text's trigram index, the filters') instead of
    // walking the whole table newest first; the page's ids are taken from them, and only those
    // rows are read (the files' hashes, never the files), together with the count, in the same statement.
    const rows = await db
      .with(
        (cte) => cte('matches').materialized(),
        (qb) => qb.selectFrom('problems').select('problems.problem_id').where(problemScope(user)).where(matching),
      )
      .with('page', (qb) =>
        qb
          .selectFrom('matches')
          .select('matches.problem_id')
          .orderBy('matches.problem_id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage),
      )
      .selectFrom('page')
      .innerJoin('problems', 'problems.problem_id', 'page.problem_id')
      .leftJoin('collections', 'collections.collection_id', 'problems.collection_id')
      .leftJoin('users as creator', 'creator.user_id', 'problems.created_by_user_id')
      .select(PROBLEM_COLUMNS)
      .select((eb) => eb.selectFrom('matches').select(sql<number>`count(*)::int`.as('n')).$asScalar().as('total'))
      .orderBy('problems.problem_id', 'desc')
      .execute();
    if (rows.length === 0) {
      // Past the last page there is no row to carry the count.
      const count =
        page > 1
          ? await db.selectFrom('problems').select(sql<number>`count(*)::int`.as('total')).where(problemScope(user)).where(matching).executeTakeFirstOrThrow()
          : { total: 0 };
      return { items: [], total: count.total };
    }
    return { items: rows.map((row) => toApiProblem(row)), total: Number(rows[0]!.total) };
  },

  async getProblem({ user, params, services: { db } }) {
    return toApiProblem(await requireVisibleProblem(db, user, params.id));
  },

  getProblemImage: (ctx) => sendProblemFile(ctx, 'image'),

  getProblemTemplate: (ctx) => sendProblemFile(ctx, 'template'),

  async createProblem({ user, body, services: { db, images } }) {
    const values: NewProblem = { ...contentColumns(body), ...(await fileColumns(body, images)), ...ownedBy(user) };
    const { problem_id } = await db.insertInto('problems').values(values).returning('problem_id').executeTakeFirstOrThrow();
    return { problem_id, redirect_url: await listUrlOf(db, user, problem_id) };
  },

  async updateProblem({ user, params, body, services: { db, images } }) {
    await requireEditableProblem(db, user, params.id);
    // Owner, creator and collection stay; a missing file keeps the current one.
    const content = contentColumns(body);
    const files = await fileColumns(body, images);
    await db
      .updateTable('problems')
      .set({ ...content, ...files, updated_at: new Date() })
      .where('problem_id', '=', params.id)
      .execute();
    return { problem_id: params.id, redirect_url: await listUrlOf(db, user, params.id) };
  },

  async deleteProblem({ user, params, services: { db } }) {
    await requireEditableProblem(db, user, params.id);
    // Never refused for being in use: it leaves every topic and student list, which close up.
    await db.transaction().execute(async (trx) => {
      const topics = await trx.deleteFrom('problemset_problems').where('problem_id', '=', params.id).returning('problemset_id').execute();
      const students = await trx.deleteFrom('student_problems').where('problem_id', '=', params.id).returning('student_id').execute();
      await trx.deleteFrom('problems').where('problem_id', '=', params.id).execute();
      const topicIds = topics.map((t) => t.problemset_id);
      await closeUpLists(trx, topicProblemList, topicIds);
      await touchProblemsets(trx, topicIds);
      await closeUpLists(trx, studentProblemList, students.map((s) => s.student_id));
    });
    return { ok: true as const };
  },

  async updateProblemCollection({ user, params, body, services: { db } }) {
    requireRole(user, 'admin');
    await requireVisibleProblem(db, user, params.id);
    if (body.collection_id !== null) {
      const collection = await db.selectFrom('collections').select('collection_id').where('collection_id', '=', body.collection_id).executeTakeFirst();
      if (!collection) throw collectionNotFound();
    }
    await db.updateTable('problems').set({ collection_id: body.collection_id, updated_at: new Date() }).where('problem_id', '=', params.id).execute();
    return getApiProblem(db, params.id);
  },

  async copyProblem({ user, params, services: { db } }) {
    // One INSERT … SELECT: the content (images included) never leaves the database, and the
    // scope condition makes a problem the user may not see copy nothing.
    const copy = await db
      .insertInto('problems')
      .columns([
        'text', 'file_data', 'file_type', 'template_data', 'template_type', 'solution', 'answer', 'wrong_answers',
        'gradefrom', 'gradeto', 'difficulty', 'language', 'owner_school_id', 'created_by_user_id', 'collection_id',
      ])
      .expression((eb) =>
        eb
          .selectFrom('problems')
          .select([
            'problems.text', 'problems.file_data', 'problems.file_type', 'problems.template_data', 'problems.template_type',
            'problems.solution', 'problems.answer', 'problems.wrong_answers', 'problems.gradefrom', 'problems.gradeto',
            'problems.difficulty', 'problems.language',
            sql<number | null>`${ownerSchoolFor(user)}::integer`.as('owner_school_id'),
            sql<number>`${user.user_id}::integer`.as('created_by_user_id'),
            sql<number | null>`null::integer`.as('collection_id'),
          ])
          .where('problems.problem_id', '=', params.id)
          .where(problemScope(user)),
      )
      .returning('problem_id')
      .executeTakeFirst();
    if (!copy) throw problemNotFound();
    return { problem_id: copy.problem_id };
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

  async confirmProblemUpload({ user, body, services: { db, images } }) {
    const drafts = parseDrafts(body.problems);
    const indices = parseSelection(body.selected_indices, drafts.length);
    // Every chosen draft is checked before any figure goes to the image process.
    for (const index of indices) assertCreatable(drafts[index]!, index);
    const chosen: NewProblem[] = [];
    for (const index of indices) {
      const draft = drafts[index]!;
      const image = draft.image_data ? await base64Image(images, draft.image_data, draft.image_type) : undefined;
      chosen.push({
        text: draft.text.trim(),
        solution: blankToNull(draft.solution),
        answer: blankToNull(draft.answer),
        wrong_answers: '[]',
        gradefrom: draft.gradefrom,
        gradeto: draft.gradeto,
        difficulty: draft.difficulty,
        language: body.language,
        file_data: image?.data ?? null,
        file_type: image?.type ?? null,
        ...ownedBy(user),
      } satisfies NewProblem);
    }
    const topicName = body.problemset_name?.trim();
    return db.transaction().execute(async (trx) => {
      // Ids come back in the order of the rows, which is the order the user chose.
      const created = await trx.insertInto('problems').values(chosen).returning('problem_id').execute();
      const problemIds = created.map((p) => p.problem_id);
      if (!topicName) return { problem_ids: problemIds, problemset_id: null };
      const topic = await trx
        .insertInto('problemsets')
        .values({ name: topicName, creator_user_id: user.user_id, owner_school_id: ownerSchoolFor(user), last_changed: new Date() })
        .returning('problemset_id')
        .executeTakeFirstOrThrow();
      await appendToList(trx, topicProblemList, topic.problemset_id, problemIds.map((problem_id) => ({ problem_id })), 0);
      return { problem_ids: problemIds, problemset_id: topic.problemset_id };
    });
  },
});
