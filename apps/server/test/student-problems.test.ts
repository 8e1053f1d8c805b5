// A student's assigned problems, digests and history, against the real server on the demo data.
import type { StudentProblem, StudentProblemsAdded } from '@backoffice/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallOptions, startTestServer, type TestServer } from './helpers/app.ts';

const LENA = 'k7m2q9xw4tfa';
const JONAS = 'p3h8n2vd6rce';
const PAUL = 'x2c6r8jf5nhu';
const EMMA = 'e5w3y9ga7kpd';
const UNKNOWN_STUDENT = 'zzzzzzzzzzzz';

let server: TestServer;
/** A student of school 2 (out of reach of school 1's staff). */
let otherSchoolStudent: string;
/** A school-1 student without a class and without problems. */
let newcomer: string;
/** Problems: one of school 1 besides 101-103, one of school 2, one of the shared library. */
let schoolProblem: number;
let otherSchoolProblem: number;
let sharedProblem: number;
let felix: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.db;
  const studentWhere = db.selectFrom('students').select('student_id');
  otherSchoolStudent = (await studentWhere.where('school_id', '=', 2).executeTakeFirstOrThrow()).student_id;
  newcomer = (
    await db
      .selectFrom('students')
      .select('student_id')
      .where('school_id', '=', 1)
      .where('class_id', 'is', null)
      .where('student_id', '!=', PAUL)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('student_problems').select('problem_id').whereRef('student_problems.student_id', '=', 'students.student_id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow()
  ).student_id;
  felix = (await studentWhere.where('parent_user_id', '=', 4).where('firstname', '=', 'Felix').executeTakeFirstOrThrow()).student_id;
  const problemOf = async (school: number | null, creatorType?: 'admin') => {
    let query = db.selectFrom('problems').innerJoin('users', 'users.user_id', 'problems.created_by_user_id').select('problems.problem_id');
    query = school === null ? query.where('problems.owner_school_id', 'is', null) : query.where('problems.owner_school_id', '=', school);
    if (creatorType) query = query.where('users.usertype', '=', creatorType);
    return (await query.where('problems.problem_id', '>', 104).orderBy('problems.problem_id').executeTakeFirstOrThrow()).problem_id;
  };
  schoolProblem = await problemOf(1);
  otherSchoolProblem = await problemOf(2);
  sharedProblem = await problemOf(null, 'admin');
});
afterAll(() => server.close());

/** The status of a call, for the refusals. */
const statusOf = async (operationId: Parameters<TestServer['call']>[0], options: CallOptions) =>
  (await server.call(operationId, options)).status;

const ids = (list: StudentProblem[]) => list.map((p) => p.problem.problem_id);
const orderings = (list: StudentProblem[]) => list.map((p) => p.student_problem.ordering);
const dense = (list: StudentProblem[]) => list.map((_, i) => i);

async function listOf(studentId: string): Promise<StudentProblem[]> {
  const res = await server.call<StudentProblem[]>('listStudentProblems', { params: { id: studentId } });
  expect(res.status).toBe(200);
  return res.body;
}

/** The stored rows, read past the API: to prove a refused call wrote nothing. */
const storedRows = (studentId: string) =>
  server.db.selectFrom('student_problems').selectAll().where('student_id', '=', studentId).orderBy('ordering').execute();

describe('listStudentProblems', () => {
  it("shows Lena's problems in her order with her flags and the problems' names", async () => {
    for (const as of ['admin', 'schooladmin', 'teacher'] as const) {
      const res = await server.call<StudentProblem[]>('listStudentProblems', { params: { id: LENA }, as });
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([101, 102, 103]);
    }
    const [first, second, third] = await listOf(LENA);
    expect(first!.student_problem).toMatchObject({ solved: true, quiz: false, ordering: 0 });
    expect(first!.problem).toMatchObject({
      collection_name: 'Bruchrechnung Klasse 5 und 6',
      creator_firstname: 'Julia',
      creator_lastname: 'Hoffmann',
      owner_school_id: 1,
    });
    expect(first!.problem.wrong_answers).toHaveLength(3);
    expect(second!.problem.collection_name).toBeNull();
    expect(third!.problem.file_type).toBe('image/png');
  });

  it("shows a parent only their own children's problems", async () => {
    const emma = await server.call<StudentProblem[]>('listStudentProblems', { params: { id: EMMA }, as: 'parent' });
    expect(ids(emma.body)).toEqual([104]);
    const lena = await server.call('listStudentProblems', { params: { id: LENA }, as: 'parent' });
    expect(lena.status).toBe(404);
    expect(lena.body.code).toBe('student.not_found');
  });

  it("answers 404 for another school's student and an unknown one, 422 for a malformed id", async () => {
    expect((await server.call('listStudentProblems', { params: { id: otherSchoolStudent }, as: 'teacher' })).status).toBe(404);
    expect((await server.call('listStudentProblems', { params: { id: UNKNOWN_STUDENT } })).status).toBe(404);
    expect((await server.call('listStudentProblems', { params: { id: 'NOT-AN-ID' } })).status).toBe(422);
  });
});

describe('updateStudentProblem', () => {
  it('changes only the flags sent and stamps last_changed', async () => {
    const before = Date.now();
    const solved = await server.call<StudentProblem>('updateStudentProblem', {
      params: { id: LENA, problemId: 102 },
      form: { solved: 'true' },
      as: 'teacher',
    });
    expect(solved.status).toBe(200);
    expect(solved.body.problem.problem_id).toBe(102);
    expect(solved.body.student_problem).toMatchObject({ solved: true, quiz: true, ordering: 1 });
    expect(new Date(solved.body.student_problem.last_changed!).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const quizOff = await server.call<StudentProblem>('updateStudentProblem', {
      params: { id: LENA, problemId: 102 },
      form: { quiz: 'false' },
      as: 'teacher',
    });
    expect(quizOff.body.student_problem).toMatchObject({ solved: true, quiz: false });
    const after = await listOf(LENA);
    expect(after[1]!.student_problem).toMatchObject({ solved: true, quiz: false });
  });

  it('answers 404 for a problem not assigned to the student and for a student out of scope', async () => {
    const notAssigned = await server.call('updateStudentProblem', { params: { id: LENA, problemId: 104 }, form: { solved: 'true' } });
    expect(notAssigned.status).toBe(404);
    const asParent = { params: { id: LENA, problemId: 101 }, form: { solved: 'false' }, as: 'parent' };
    expect(await statusOf('updateStudentProblem', asParent)).toBe(404);
    expect((await storedRows(LENA))[0]!.solved).toBe(true);
  });

  it('refuses a flag that is not true or false, and a form without flags, changing nothing', async () => {
    const before = await storedRows(LENA);
    const bad = await server.call('updateStudentProblem', { params: { id: LENA, problemId: 101 }, form: { solved: 'maybe' } });
    expect(bad.status).toBe(422);
    const unknownField = await server.call('updateStudentProblem', { params: { id: LENA, problemId: 101 }, form: { ordering: '3' } });
    expect(unknownField.status).toBe(422);
    expect(await storedRows(LENA)).toEqual(before);
  });
});

describe('resetStudentProblems', () => {
  it('marks every problem unsolved and keeps quiz flags and order', async () => {
    await server.call('updateStudentProblem', { params: { id: LENA, problemId: 103 }, form: { quiz: 'true' } });
    const before = Date.now();
    const res = await server.call<StudentProblem[]>('resetStudentProblems', { params: { id: LENA }, as: 'schooladmin' });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([101, 102, 103]);
    expect(res.body.map((p) => p.student_problem.solved)).toEqual([false, false, false]);
    expect(res.body.map((p) => p.student_problem.quiz)).toEqual([false, false, true]);
    for (const p of res.body) expect(new Date(p.student_problem.last_changed!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await listOf(LENA)).map((p) => p.student_problem.solved)).toEqual([false, false, false]);
  });

  it('is refused for a student out of scope', async () => {
    expect((await server.call('resetStudentProblems', { params: { id: LENA }, as: 'parent' })).status).toBe(404);
    expect((await server.call('resetStudentProblems', { params: { id: otherSchoolStudent }, as: 'teacher' })).status).toBe(404);
  });
});

describe('addStudentProblems', () => {
  it('appends the problems in the given order, unsolved, skipping ones already assigned', async () => {
    const start = (await listOf(PAUL)).length;
    const first = await server.call<StudentProblemsAdded>('addStudentProblems', {
      params: { id: PAUL },
      body: { problem_ids: [schoolProblem, 101] },
      as: 'teacher',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ added: 2, already_assigned: 0 });
    expect(ids(first.body.problems).slice(start)).toEqual([schoolProblem, 101]);
    expect(first.body.problems.slice(start).map((p) => p.student_problem)).toEqual([
      expect.objectContaining({ solved: false, quiz: false }),
      expect.objectContaining({ solved: false, quiz: false }),
    ]);

    const second = await server.call<StudentProblemsAdded>('addStudentProblems', {
      params: { id: PAUL },
      body: { problem_ids: [101, sharedProblem] },
      as: 'teacher',
    });
    // 101 was there already: it is counted, not added again.
    expect(second.body).toMatchObject({ added: 1, already_assigned: 1 });
    expect(ids(second.body.problems).slice(start)).toEqual([schoolProblem, 101, sharedProblem]);
    expect(orderings(second.body.problems)).toEqual(dense(second.body.problems));
    expect(ids(await listOf(PAUL))).toEqual(ids(second.body.problems));

    const third = await server.call<StudentProblemsAdded>('addStudentProblems', {
      params: { id: PAUL },
      body: { problem_ids: [sharedProblem, 101] },
      as: 'teacher',
    });
    expect(third.body).toMatchObject({ added: 0, already_assigned: 2 });
    expect(ids(third.body.problems)).toEqual(ids(second.body.problems));
  });

  it("answers problem.not_found for another school's or an unknown problem and adds nothing", async () => {
    const before = await storedRows(PAUL);
    for (const problemId of [otherSchoolProblem, 999_999]) {
      const res = await server.call('addStudentProblems', { params: { id: PAUL }, body: { problem_ids: [102, problemId] }, as: 'teacher' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('problem.not_found');
    }
    expect(await storedRows(PAUL)).toEqual(before);
  });

  it("lets a parent add only problems they may see, to their own children", async () => {
    const before = await storedRows(EMMA);
    const schoolOnes = await server.call('addStudentProblems', { params: { id: EMMA }, body: { problem_ids: [101] }, as: 'parent' });
    expect(schoolOnes.status).toBe(404);
    expect(schoolOnes.body.code).toBe('problem.not_found');
    expect(await storedRows(EMMA)).toEqual(before);

    const shared = await server.call<StudentProblemsAdded>('addStudentProblems', {
      params: { id: EMMA },
      body: { problem_ids: [sharedProblem] },
      as: 'parent',
    });
    expect(shared.status).toBe(200);
    expect(ids(shared.body.problems)).toEqual([104, sharedProblem]);

    const notTheirs = await server.call('addStudentProblems', {
      params: { id: LENA },
      body: { problem_ids: [sharedProblem] },
      as: 'parent',
    });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.code).toBe('student.not_found');
  });

  it('refuses an empty or repeating list with 422', async () => {
    const before = await storedRows(PAUL);
    expect((await server.call('addStudentProblems', { params: { id: PAUL }, body: { problem_ids: [] } })).status).toBe(422);
    expect((await server.call('addStudentProblems', { params: { id: PAUL }, body: { problem_ids: [101, 101] } })).status).toBe(422);
    expect(await storedRows(PAUL)).toEqual(before);
  });
});

describe('reorderStudentProblems', () => {
  it('moves a problem and closes up the others, keeping 0, 1, 2, …', async () => {
    const original = ids(await listOf(JONAS));
    expect(original.length).toBeGreaterThanOrEqual(3);
    const last = original.at(-1)!;
    const toTop = await server.call<StudentProblem[]>('reorderStudentProblems', {
      params: { id: JONAS },
      body: { problem_id: last, new_index: 0 },
      as: 'teacher',
    });
    expect(toTop.status).toBe(200);
    expect(ids(toTop.body)).toEqual([last, ...original.slice(0, -1)]);
    expect(orderings(toTop.body)).toEqual(dense(toTop.body));

    const toSecond = await server.call<StudentProblem[]>('reorderStudentProblems', {
      params: { id: JONAS },
      body: { problem_id: last, new_index: 1 },
    });
    expect(ids(toSecond.body)).toEqual([original[0], last, ...original.slice(1, -1)]);
    expect((await storedRows(JONAS)).map((r) => r.ordering)).toEqual(dense(toSecond.body));
  });

  it('moves a problem to the end when the index is past it', async () => {
    const before = ids(await listOf(JONAS));
    const res = await server.call<StudentProblem[]>('reorderStudentProblems', {
      params: { id: JONAS },
      body: { problem_id: before[0]!, new_index: 999 },
    });
    expect(ids(res.body)).toEqual([...before.slice(1), before[0]]);
    expect(orderings(res.body)).toEqual(dense(res.body));
  });

  it('answers 404 for a problem not assigned and for a student out of scope, 422 for a negative index', async () => {
    const before = await storedRows(JONAS);
    const params = { id: JONAS };
    expect(await statusOf('reorderStudentProblems', { params, body: { problem_id: 104, new_index: 0 } })).toBe(404);
    const assigned = before[1]!.problem_id;
    expect(await statusOf('reorderStudentProblems', { params, body: { problem_id: assigned, new_index: 0 }, as: 'parent' })).toBe(404);
    expect(await statusOf('reorderStudentProblems', { params, body: { problem_id: assigned, new_index: -1 } })).toBe(422);
    expect(await storedRows(JONAS)).toEqual(before);
  });
});

describe('removeStudentProblem', () => {
  it('removes the assignment only, and the others close up', async () => {
    const res = await server.call('removeStudentProblem', { params: { id: LENA, problemId: 101 }, as: 'teacher' });
    expect(res.status).toBe(200);
    const after = await listOf(LENA);
    expect(ids(after)).toEqual([102, 103]);
    expect(orderings(after)).toEqual([0, 1]);
    expect(await server.db.selectFrom('problems').select('problem_id').where('problem_id', '=', 101).executeTakeFirst()).toBeDefined();
  });

  it('answers 404 for a problem not assigned and for a student out of scope', async () => {
    expect((await server.call('removeStudentProblem', { params: { id: LENA, problemId: 101 } })).status).toBe(404);
    expect((await server.call('removeStudentProblem', { params: { id: LENA, problemId: 102 }, as: 'parent' })).status).toBe(404);
    expect(ids(await listOf(LENA))).toEqual([102, 103]);
  });
});

describe('addStudentProblemset', () => {
  const topicProblems = (topic: number) =>
    server.db
      .selectFrom('problemset_problems')
      .select(['problem_id', 'quiz'])
      .where('problemset_id', '=', topic)
      .orderBy('ordering')
      .execute();

  it("appends a topic's problems in the topic's order with its quiz flags, skipping ones already there", async () => {
    const flaechen = await topicProblems(32);
    const res = await server.call<StudentProblemsAdded>('addStudentProblemset', { params: { id: newcomer, problemsetId: 32 }, as: 'teacher' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: flaechen.length, already_assigned: 0 });
    expect(ids(res.body.problems)).toEqual(flaechen.map((p) => p.problem_id));
    expect(res.body.problems.map((p) => p.student_problem.quiz)).toEqual(flaechen.map((p) => p.quiz));
    expect(res.body.problems.every((p) => !p.student_problem.solved)).toBe(true);

    // The same topic again adds nothing and says that all of it was already assigned.
    const again = await server.call<StudentProblemsAdded>('addStudentProblemset', { params: { id: newcomer, problemsetId: 32 } });
    expect(again.body).toMatchObject({ added: 0, already_assigned: flaechen.length });
    expect(ids(again.body.problems)).toEqual(ids(res.body.problems));

    const brueche = await topicProblems(31);
    const both = await server.call<StudentProblemsAdded>('addStudentProblemset', { params: { id: newcomer, problemsetId: 31 } });
    const flaechenIds = flaechen.map((p) => p.problem_id);
    const newFromBrueche = brueche.map((p) => p.problem_id).filter((id) => !flaechenIds.includes(id));
    expect(both.body).toMatchObject({ added: newFromBrueche.length, already_assigned: brueche.length - newFromBrueche.length });
    expect(ids(both.body.problems)).toEqual([...flaechenIds, ...newFromBrueche]);
    expect(orderings(both.body.problems)).toEqual(dense(both.body.problems));
  });

  it("answers 404 for a topic the user may not see or that does not exist, adding nothing", async () => {
    const before = await storedRows(PAUL);
    const otherSchoolTopic = (
      await server.db.selectFrom('problemsets').select('problemset_id').where('owner_school_id', '=', 2).executeTakeFirstOrThrow()
    ).problemset_id;
    for (const problemsetId of [33, otherSchoolTopic, 99_999]) {
      const res = await server.call('addStudentProblemset', { params: { id: PAUL, problemsetId }, as: 'teacher' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('topic.not_found');
    }
    expect(await storedRows(PAUL)).toEqual(before);
  });

  it("lets a parent add their own topic to their own child only", async () => {
    const res = await server.call<StudentProblemsAdded>('addStudentProblemset', { params: { id: felix, problemsetId: 33 }, as: 'parent' });
    expect(res.status).toBe(200);
    expect(ids(res.body.problems)).toEqual([104]);
    expect((await server.call('addStudentProblemset', { params: { id: felix, problemsetId: 31 }, as: 'parent' })).status).toBe(404);
    expect((await server.call('addStudentProblemset', { params: { id: LENA, problemsetId: 33 }, as: 'parent' })).status).toBe(404);
    expect(ids(await listOf(felix))).toEqual([104]);
  });
});

describe('regenerateStudentDigests', () => {
  it('answers 503 while no AI provider is configured, changing nothing', async () => {
    const history = async () =>
      (await server.db.selectFrom('students').select('history').where('student_id', '=', LENA).executeTakeFirstOrThrow()).history;
    const before = await history();
    const res = await server.call('regenerateStudentDigests', { params: { id: LENA }, as: 'teacher' });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('ai.not_configured');
    expect(await history()).toBe(before);
  });

  it('answers 404 first for a student out of scope', async () => {
    expect((await server.call('regenerateStudentDigests', { params: { id: LENA }, as: 'parent' })).status).toBe(404);
    expect((await server.call('regenerateStudentDigests', { params: { id: UNKNOWN_STUDENT } })).status).toBe(404);
  });
});

describe('deleteStudentHistory', () => {
  const conversations = () =>
    server.db
      .selectFrom('conversations')
      .select(['conversation_id', 'digest'])
      .where('student_id', '=', LENA)
      .orderBy('conversation_id')
      .execute();

  it('is refused for a student out of scope', async () => {
    expect((await server.call('deleteStudentHistory', { params: { id: LENA }, as: 'parent' })).status).toBe(404);
    expect((await server.call('deleteStudentHistory', { params: { id: otherSchoolStudent }, as: 'schooladmin' })).status).toBe(404);
    const lena = await server.db.selectFrom('students').select('history').where('student_id', '=', LENA).executeTakeFirstOrThrow();
    expect(lena.history).not.toBeNull();
  });

  it("deletes the history and every conversation's digest, keeping the conversations", async () => {
    await server.db.updateTable('conversations').set({ digest: 'Brüche geübt.' }).where('student_id', '=', LENA).execute();
    const before = await conversations();
    const res = await server.call('deleteStudentHistory', { params: { id: LENA }, as: 'teacher' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ student_id: LENA, firstname: 'Lena', history: null, conversation_count: before.length });
    const after = await conversations();
    expect(after.map((c) => c.conversation_id)).toEqual(before.map((c) => c.conversation_id));
    expect(after.every((c) => c.digest === null)).toBe(true);
  });
});
