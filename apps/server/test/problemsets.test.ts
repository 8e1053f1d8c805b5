// Topics (problem sets), their ordered problem lists, and the collections, against the real
// server on a fresh database with the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_TWO_ADMIN, startTestServer, type TestServer } from './helpers/app.ts';

let server: TestServer;
/** Jens Albrecht, schooladmin of school 2. */
let otherSchool: string;

beforeAll(async () => {
  server = await startTestServer();
  otherSchool = await server.signIn(SCHOOL_TWO_ADMIN);
});
afterAll(() => server.close());

const topicCount = async () => (await server.db.selectFrom('problemsets').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

const topicRow = (id: number) => server.db.selectFrom('problemsets').selectAll().where('problemset_id', '=', id).executeTakeFirstOrThrow();

/** A problem of school 2, which nobody of school 1 may see. */
const schoolTwoProblem = async () =>
  (await server.db.selectFrom('problems').select('problem_id').where('owner_school_id', '=', 2).executeTakeFirstOrThrow()).problem_id;

const schoolTwoTopic = async () =>
  (await server.db.selectFrom('problemsets').select('problemset_id').where('owner_school_id', '=', 2).executeTakeFirstOrThrow()).problemset_id;

async function newTopic(as: string, name = 'Dezimalzahlen runden'): Promise<number> {
  const res = await server.call('createProblemset', { as, body: { name } });
  expect(res.status).toBe(200);
  return res.body.problemset_id;
}

const problemIdsOf = async (id: number, as = 'teacher') => {
  const res = await server.call('listProblemsetProblems', { as, params: { id } });
  expect(res.status).toBe(200);
  // The order is dense: 0, 1, 2, …
  expect(res.body.map((p: { ordering: number }) => p.ordering)).toEqual(res.body.map((_: unknown, i: number) => i));
  return res.body.map((p: { problem_id: number }) => p.problem_id) as number[];
};

describe('listCollections', () => {
  it('gives every role all collections, sorted by name', async () => {
    const admin = await server.call('listCollections', { as: 'admin' });
    expect(admin.status).toBe(200);
    const names = admin.body.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Bruchrechnung Klasse 5 und 6', 'Geometrie Grundlagen', 'Gleichungen', 'Prozentrechnung']);
    for (const as of ['schooladmin', 'teacher', 'parent'] as const) {
      expect((await server.call('listCollections', { as })).body).toEqual(admin.body);
    }
    expect((await server.call('listCollections', { as: null })).status).toBe(401);
  });
});

describe('listProblemsets', () => {
  it('shows an admin every topic, with creator name and problem count', async () => {
    const res = await server.call('listProblemsets', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(await topicCount());
    const fractions = res.body.find((t: { problemset_id: number }) => t.problemset_id === 31);
    const linked = await server.db.selectFrom('problemset_problems').select('problem_id').where('problemset_id', '=', 31).execute();
    expect(fractions).toMatchObject({ name: 'Brüche addieren und subtrahieren', creator_name: 'Julia Hoffmann', problem_count: linked.length });
    expect(res.body.find((t: { problemset_id: number }) => t.problemset_id === 33).creator_name).toBe('Markus Schneider');
  });

  it('shows school staff only their school\'s topics and a parent only their own', async () => {
    const teacher = await server.call('listProblemsets', { as: 'teacher' });
    const ids = teacher.body.map((t: { problemset_id: number }) => t.problemset_id);
    expect(ids).toEqual(expect.arrayContaining([31, 32]));
    const schools = await server.db.selectFrom('problemsets').select('owner_school_id').where('problemset_id', 'in', ids).execute();
    expect(new Set(schools.map((s) => s.owner_school_id))).toEqual(new Set([1]));
    const schooladmin = await server.call('listProblemsets', { as: 'schooladmin' });
    expect(schooladmin.body.map((t: { problemset_id: number }) => t.problemset_id).sort()).toEqual([...ids].sort());

    const parent = await server.call('listProblemsets', { as: 'parent' });
    expect(parent.body.map((t: { problemset_id: number }) => t.problemset_id)).toEqual([33]);

    const other = await server.call('listProblemsets', { as: otherSchool });
    expect(other.body.map((t: { problemset_id: number }) => t.problemset_id)).not.toContain(31);
    expect(other.body.map((t: { problemset_id: number }) => t.problemset_id)).toContain(await schoolTwoTopic());
  });

  it('searches the name without case, taking % and _ literally', async () => {
    const res = await server.call('listProblemsets', { as: 'teacher', query: { query: 'brüche ADDIEREN' } });
    expect(res.body.map((t: { problemset_id: number }) => t.problemset_id)).toContain(31);
    for (const topic of res.body) expect(topic.name.toLowerCase()).toContain('brüche addieren');
    const all = await server.call('listProblemsets', { as: 'admin' });
    for (const wildcard of ['%', '_']) {
      const literal = await server.call('listProblemsets', { as: 'admin', query: { query: wildcard } });
      expect(literal.body.length).toBeLessThan(all.body.length);
      for (const topic of literal.body) expect(topic.name).toContain(wildcard);
    }
  });

  it('leaves out the topics of a class with not_in_class', async () => {
    const res = await server.call('listProblemsets', { as: 'teacher', query: { not_in_class: 11 } });
    expect(res.status).toBe(200);
    const ids = res.body.map((t: { problemset_id: number }) => t.problemset_id);
    expect(ids).not.toContain(31);
    expect(ids).not.toContain(32);
    const all = await server.call('listProblemsets', { as: 'teacher' });
    const inClass = await server.db.selectFrom('class_problemsets').select('problemset_id').where('class_id', '=', 11).execute();
    expect(ids.length).toBe(all.body.length - inClass.length);
  });

  it('answers 404 for a class out of scope in not_in_class', async () => {
    for (const [as, classId] of [['teacher', 21], ['parent', 11], ['admin', 9999]] as const) {
      const res = await server.call('listProblemsets', { as, query: { not_in_class: classId } });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('class.not_found');
    }
  });
});

describe('createProblemset', () => {
  it('makes an empty topic of the creator and their school', async () => {
    const before = Date.now();
    const res = await server.call('createProblemset', { as: 'teacher', body: { name: '  Dezimalzahlen runden ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Dezimalzahlen runden', creator_name: 'Julia Hoffmann', problem_count: 0 });
    expect(new Date(res.body.last_changed).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await topicRow(res.body.problemset_id)).toMatchObject({ creator_user_id: 3, owner_school_id: 1 });
    const list = await server.call('listProblemsets', { as: 'schooladmin' });
    expect(list.body.map((t: { problemset_id: number }) => t.problemset_id)).toContain(res.body.problemset_id);
  });

  it('gives a parent\'s topic no school, so only that parent sees it', async () => {
    const id = await newTopic('parent', 'Bruchrechnen mit Emma');
    expect(await topicRow(id)).toMatchObject({ creator_user_id: 4, owner_school_id: null });
    expect((await server.call('getProblemset', { as: 'parent', params: { id } })).status).toBe(200);
    expect((await server.call('getProblemset', { as: 'teacher', params: { id } })).status).toBe(404);
  });

  it('refuses a blank or missing name and writes nothing', async () => {
    const before = await topicCount();
    const blank = await server.call('createProblemset', { as: 'teacher', body: { name: '   ' } });
    expect(blank.status).toBe(422);
    expect((await server.call('createProblemset', { as: 'teacher', body: {} })).status).toBe(422);
    expect(await topicCount()).toBe(before);
  });
});

describe('getProblemset', () => {
  it('reads a topic in scope', async () => {
    const res = await server.call('getProblemset', { as: 'schooladmin', params: { id: 31 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ problemset_id: 31, name: 'Brüche addieren und subtrahieren', creator_name: 'Julia Hoffmann' });
  });

  it('answers 404 outside the scope', async () => {
    const cases: [string, number][] = [
      ['teacher', 33],
      ['teacher', await schoolTwoTopic()],
      ['parent', 31],
      [otherSchool, 31],
      ['admin', 99999],
    ];
    for (const [as, id] of cases) {
      const res = await server.call('getProblemset', { as, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('topic.not_found');
    }
  });
});

describe('updateProblemset', () => {
  it('renames a topic and marks it changed', async () => {
    const id = await newTopic('teacher');
    const before = (await topicRow(id)).last_changed;
    await new Promise((r) => setTimeout(r, 5));
    const res = await server.call('updateProblemset', { as: 'schooladmin', params: { id }, body: { name: 'Dezimalzahlen runden und schätzen' } });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Dezimalzahlen runden und schätzen');
    expect(new Date(res.body.last_changed).getTime()).toBeGreaterThan(before.getTime());
    expect((await server.call('getProblemset', { as: 'teacher', params: { id } })).body.name).toBe('Dezimalzahlen runden und schätzen');
  });

  it('answers 404 for another school\'s topic and changes nothing', async () => {
    const res = await server.call('updateProblemset', { as: otherSchool, params: { id: 31 }, body: { name: 'Übernommen' } });
    expect(res.status).toBe(404);
    expect((await topicRow(31)).name).toBe('Brüche addieren und subtrahieren');
    expect((await server.call('updateProblemset', { as: 'parent', params: { id: 31 }, body: { name: 'X' } })).status).toBe(404);
  });
});

describe('deleteProblemset', () => {
  it('deletes the topic and its links, but not its problems', async () => {
    const id = await newTopic('teacher');
    await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101, 103] } });
    await server.db.insertInto('class_problemsets').values({ class_id: 12, problemset_id: id }).execute();
    const res = await server.call('deleteProblemset', { as: 'teacher', params: { id } });
    expect(res.status).toBe(200);
    expect((await server.call('getProblemset', { as: 'teacher', params: { id } })).status).toBe(404);
    expect((await server.call('getProblem', { as: 'teacher', params: { id: 103 } })).status).toBe(200);
    const links = await server.db.selectFrom('class_problemsets').select('class_id').where('problemset_id', '=', id).execute();
    expect(links).toEqual([]);
  });

  it('answers 404 outside the scope and deletes nothing', async () => {
    const before = await topicCount();
    expect((await server.call('deleteProblemset', { as: 'parent', params: { id: 31 } })).status).toBe(404);
    expect((await server.call('deleteProblemset', { as: otherSchool, params: { id: 32 } })).status).toBe(404);
    expect((await server.call('deleteProblemset', { as: 'teacher', params: { id: 33 } })).status).toBe(404);
    expect(await topicCount()).toBe(before);
  });
});

describe('listProblemsetProblems', () => {
  it('lists the topic\'s problems in order with their quiz flags', async () => {
    const res = await server.call('listProblemsetProblems', { as: 'teacher', params: { id: 31 } });
    expect(res.status).toBe(200);
    const ids = await problemIdsOf(31);
    expect(ids).toEqual(expect.arrayContaining([101, 102]));
    const first = res.body.find((p: { problem_id: number }) => p.problem_id === 101);
    expect(first.problem).toMatchObject({ problem_id: 101, collection_name: 'Bruchrechnung Klasse 5 und 6', creator_firstname: 'Julia' });
    expect(typeof first.quiz).toBe('boolean');
  });

  it('lets a parent read their own topic only', async () => {
    expect(await problemIdsOf(33, 'parent')).toEqual([104]);
    expect((await server.call('listProblemsetProblems', { as: 'parent', params: { id: 31 } })).status).toBe(404);
    expect((await server.call('listProblemsetProblems', { as: otherSchool, params: { id: 31 } })).status).toBe(404);
  });
});

describe('addProblemsetProblems', () => {
  it('appends new problems in the given order, keeps the ones already there', async () => {
    const id = await newTopic('teacher');
    const first = await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [103, 101] } });
    expect(first.status).toBe(200);
    expect(first.body.map((p: { problem_id: number; ordering: number; quiz: boolean }) => [p.problem_id, p.ordering, p.quiz])).toEqual([
      [103, 0, false],
      [101, 1, false],
    ]);
    await server.call('updateProblemsetProblem', { as: 'teacher', params: { id, problemId: 101 }, body: { quiz: true } });
    const before = (await topicRow(id)).last_changed;
    await new Promise((r) => setTimeout(r, 5));
    const second = await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101, 102, 103] } });
    expect(second.body.map((p: { problem_id: number; quiz: boolean }) => [p.problem_id, p.quiz])).toEqual([
      [103, false],
      [101, true],
      [102, false],
    ]);
    const topic = await server.call('getProblemset', { as: 'teacher', params: { id } });
    expect(topic.body.problem_count).toBe(3);
    expect(new Date(topic.body.last_changed).getTime()).toBeGreaterThan(before.getTime());
  });

  it('answers 404 problem.not_found for a problem the user may not see, and adds nothing', async () => {
    const id = await newTopic('teacher');
    await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101] } });
    for (const hidden of [104, await schoolTwoProblem(), 999999]) {
      const res = await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [102, hidden] } });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('problem.not_found');
    }
    expect(await problemIdsOf(id)).toEqual([101]);
  });

  it('answers 404 for a topic out of scope', async () => {
    const res = await server.call('addProblemsetProblems', { as: 'parent', params: { id: 31 }, body: { problem_ids: [104] } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('topic.not_found');
    expect(await problemIdsOf(31)).not.toContain(104);
  });

  it('refuses an empty or repeated selection', async () => {
    expect((await server.call('addProblemsetProblems', { as: 'teacher', params: { id: 31 }, body: { problem_ids: [] } })).status).toBe(422);
    expect((await server.call('addProblemsetProblems', { as: 'teacher', params: { id: 31 }, body: { problem_ids: [101, 101] } })).status).toBe(422);
  });
});

describe('setProblemsetProblems', () => {
  const entries = (body: { problems: { problem_id: number; ordering: number; quiz: boolean }[] }) =>
    body.problems.map((p) => [p.problem_id, p.ordering, p.quiz]);

  it('makes the topic hold exactly the given problems: removes the others, keeps order and quiz, appends new ones', async () => {
    const id = await newTopic('teacher');
    // Another problem of school 1 that the teacher may see.
    const another = (
      await server.db.selectFrom('problems').select('problem_id').where('owner_school_id', '=', 1).where('problem_id', '>', 104).orderBy('problem_id').executeTakeFirstOrThrow()
    ).problem_id;
    await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101, 102, 103] } });
    await server.call('updateProblemsetProblem', { as: 'teacher', params: { id, problemId: 103 }, body: { quiz: true } });
    const before = (await topicRow(id)).last_changed;
    await new Promise((r) => setTimeout(r, 5));
    const res = await server.call('setProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [another, 103, 101] } });
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(1);
    expect(res.body.removed).toBe(1);
    // 101 and 103 keep their order (not the order of the request), the new one comes last.
    expect(entries(res.body)).toEqual([
      [101, 0, false],
      [103, 1, true],
      [another, 2, false],
    ]);
    expect(await problemIdsOf(id)).toEqual([101, 103, another]);
    expect(new Date((await server.call('getProblemset', { as: 'teacher', params: { id } })).body.last_changed).getTime()).toBeGreaterThan(
      before.getTime(),
    );
  });

  it('changes nothing for the same selection, and empties the topic for an empty one', async () => {
    const id = await newTopic('teacher');
    await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101, 102] } });
    const same = await server.call('setProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [102, 101] } });
    expect(same.body).toMatchObject({ added: 0, removed: 0 });
    expect(await problemIdsOf(id)).toEqual([101, 102]);
    const empty = await server.call('setProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [] } });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ added: 0, removed: 2, problems: [] });
    expect((await server.call('getProblemset', { as: 'teacher', params: { id } })).body.problem_count).toBe(0);
  });

  it('answers 404 for a new problem the user may not see or a topic out of scope, and changes nothing', async () => {
    const id = await newTopic('teacher');
    await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101, 102] } });
    for (const hidden of [104, await schoolTwoProblem(), 999999]) {
      const res = await server.call('setProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101, hidden] } });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('problem.not_found');
    }
    const other = await server.call('setProblemsetProblems', { as: otherSchool, params: { id }, body: { problem_ids: [] } });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('topic.not_found');
    expect(await problemIdsOf(id)).toEqual([101, 102]);
    expect((await server.call('setProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101, 101] } })).status).toBe(422);
  });
});

describe('reorderProblemsetProblems', () => {
  it('moves a problem and closes up the others; past the end means last', async () => {
    const id = await newTopic('teacher');
    await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101, 102, 103] } });
    const res = await server.call('reorderProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_id: 103, new_index: 0 } });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { problem_id: number }) => p.problem_id)).toEqual([103, 101, 102]);
    await server.call('reorderProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_id: 103, new_index: 50 } });
    expect(await problemIdsOf(id)).toEqual([101, 102, 103]);
    await server.call('reorderProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_id: 101, new_index: 1 } });
    expect(await problemIdsOf(id)).toEqual([102, 101, 103]);
  });

  it('answers 404 for a problem not in the topic or a topic out of scope', async () => {
    const id = await newTopic('teacher');
    await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101, 102] } });
    const missing = await server.call('reorderProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_id: 103, new_index: 0 } });
    expect(missing.status).toBe(404);
    const other = await server.call('reorderProblemsetProblems', { as: otherSchool, params: { id }, body: { problem_id: 102, new_index: 0 } });
    expect(other.status).toBe(404);
    expect(await problemIdsOf(id)).toEqual([101, 102]);
  });
});

describe('updateProblemsetProblem', () => {
  it('sets the quiz flag of one entry', async () => {
    const id = await newTopic('teacher');
    await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101, 102] } });
    const res = await server.call('updateProblemsetProblem', { as: 'teacher', params: { id, problemId: 102 }, body: { quiz: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ problem_id: 102, ordering: 1, quiz: true, problem: { problem_id: 102 } });
    const list = await server.call('listProblemsetProblems', { as: 'teacher', params: { id } });
    expect(list.body.map((p: { quiz: boolean }) => p.quiz)).toEqual([false, true]);
  });

  it('answers 404 for a problem not in the topic or a topic out of scope', async () => {
    const id = await newTopic('teacher');
    await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101] } });
    expect((await server.call('updateProblemsetProblem', { as: 'teacher', params: { id, problemId: 102 }, body: { quiz: true } })).status).toBe(404);
    expect((await server.call('updateProblemsetProblem', { as: 'parent', params: { id, problemId: 101 }, body: { quiz: true } })).status).toBe(404);
    expect((await server.call('listProblemsetProblems', { as: 'teacher', params: { id } })).body[0].quiz).toBe(false);
    expect((await server.call('updateProblemsetProblem', { as: 'teacher', params: { id, problemId: 101 }, body: { quiz: 'yes' } })).status).toBe(422);
  });
});

describe('removeProblemsetProblem', () => {
  it('removes the link only; the problems after it close up', async () => {
    const id = await newTopic('teacher');
    await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101, 102, 103] } });
    const res = await server.call('removeProblemsetProblem', { as: 'teacher', params: { id, problemId: 102 } });
    expect(res.status).toBe(200);
    expect(await problemIdsOf(id)).toEqual([101, 103]);
    expect((await server.call('getProblem', { as: 'teacher', params: { id: 102 } })).status).toBe(200);
    expect((await server.call('getProblemset', { as: 'teacher', params: { id } })).body.problem_count).toBe(2);
  });

  it('answers 404 for a problem not in the topic or a topic out of scope', async () => {
    const id = await newTopic('teacher');
    await server.call('addProblemsetProblems', { as: 'teacher', params: { id }, body: { problem_ids: [101] } });
    expect((await server.call('removeProblemsetProblem', { as: 'teacher', params: { id, problemId: 102 } })).status).toBe(404);
    expect((await server.call('removeProblemsetProblem', { as: otherSchool, params: { id, problemId: 101 } })).status).toBe(404);
    expect(await problemIdsOf(id)).toEqual([101]);
  });
});
