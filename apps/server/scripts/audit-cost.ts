// What the audit entry adds to a write, measured without the noise of a loaded server: the
// handler of updateStudent called directly, one call after another, alternately on its own
// (as before the audit log) and through the binding's audit (a transaction, the record read
// before and after, the entry inserted). Prints the medians and their difference.
//   node scripts/audit-cost.ts [N]                 PGlite in memory
//   DATABASE_URL=postgres://… node scripts/audit-cost.ts [N]   PostgreSQL (a schema of its own, dropped after)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runAudited } from '../src/audit/record.ts';
import { TARGETS } from '../src/audit/targets.ts';
import { openDatabase } from '../src/db/database.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { createFileStore } from '../src/storage/index.ts';
import { seedDemo } from '../src/db/seed.ts';
import { studentHandlers } from '../src/modules/students/handlers.ts';
import type { Services } from '../src/services.ts';
import type { SessionUser } from '../src/auth/session-user.ts';

const rounds = Number(process.argv[2]) || 400;
const url = process.env.DATABASE_URL;
const schema = `audit_cost_${randomBytes(4).toString('hex')}`;
let admin: pg.Client | undefined;
let target: string | undefined;
if (url) {
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  target = scoped.toString();
}
const filesDir = mkdtempSync(path.join(tmpdir(), 'audit-cost-files-'));
const db = await openDatabase(target ? { url: target } : { dataDir: 'memory://' });
try {
  await migrate(db);
  // The demo's pictures go to a folder of their own, removed at the end.
  await seedDemo(db, await createFileStore(loadConfig({ DATA_DIR: filesDir, LOG_LEVEL: 'silent' })));
  const row = await db.selectFrom('users').selectAll().where('usertype', '=', 'schooladmin').where('school_id', '=', 1).executeTakeFirstOrThrow();
  const user: SessionUser = { user_id: row.user_id, usertype: row.usertype, school_id: row.school_id, firstname: row.firstname, lastname: row.lastname, language: row.language, email: row.email };
  const students = (await db.selectFrom('students').select('student_id').where('school_id', '=', 1).execute()).map((s) => s.student_id);
  const services = { db } as unknown as Services;
  const http = { ip: '127.0.0.1' } as never;
  const plain: number[] = [];
  const audited: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const id = students[i % students.length]!;
    const request = { params: { id }, query: {}, body: { firstname: `Name ${i}` } };
    const run = (given: Services) => studentHandlers.updateStudent({ ...request, user, services: given, request: http, reply: undefined } as never);
    // Alternating, so that a change of the machine's load touches both alike.
    const withAudit = i % 2 === 1;
    const started = performance.now();
    if (withAudit) await runAudited(TARGETS.updateStudent!, services, { operationId: 'updateStudent', request, user, http }, run);
    else await run(services);
    (withAudit ? audited : plain).push(performance.now() - started);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const [a, b] = [median(plain), median(audited)];
  console.log(`${url ? 'PostgreSQL' : 'PGlite'}, ${rounds} writes (updateStudent): median ${a.toFixed(2)} ms without the entry, ${b.toFixed(2)} ms with it: +${(b - a).toFixed(2)} ms`);
} finally {
  await db.destroy();
  rmSync(filesDir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
