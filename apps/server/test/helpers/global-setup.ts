// Vitest's global setup, run once before any test file:
// - on PGlite, one migrated database dumped to a file, from which every test's fresh database
//   starts (test/helpers/fresh-database.ts). Each test server used to run PostgreSQL's initdb
//   and every migration itself: some 3 s of CPU per server, over a minute of the suite on two
//   cores. Loading the dump takes under one second.
// - with CONTRACT_PROXY=1, the one Prism proxy that every test server's calls go through
//   (test/helpers/contract-proxy.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, rawDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { proxyEnabled, startSharedContractProxy } from './contract-proxy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump's file, or '' on PostgreSQL. */
    pgliteSnapshot: string;
    /** The shared contract proxy's address, or '' without CONTRACT_PROXY=1. */
    contractProxy: string;
  }
}

async function dumpMigratedPglite(file: string): Promise<void> {
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  const raw = rawDatabase(db);
  if (raw.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await raw.exclusive((client) => client.dumpDataDir('none'));
  await db.destroy();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-test-setup-'));
  const snapshot = path.join(dir, 'migrated.tar');
  const [proxy] = await Promise.all([
    proxyEnabled ? startSharedContractProxy() : undefined,
    process.env.DATABASE_URL ? undefined : dumpMigratedPglite(snapshot),
  ]);
  project.provide('pgliteSnapshot', process.env.DATABASE_URL ? '' : snapshot);
  project.provide('contractProxy', proxy?.url ?? '');
  return async () => {
    await proxy?.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
