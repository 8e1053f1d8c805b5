// A server of a measurement's own, as a separate process: PGlite in a temporary folder with the
// demo data, on a free port, no web app; a demo role signs in. Shared by the measurement
// scripts that look at the server from outside (upload-memory.ts, measure-import.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Usertype } from '@backoffice/api-client';
import { DEMO_LOGINS } from '../src/db/seed.ts';
import { freePort } from '../test/helpers/free-port.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface OwnServer {
  port: number;
  child: ChildProcess;
  /** A demo user's session id. */
  signIn(usertype: Usertype): Promise<string>;
  /** Ends the process and removes its folder. */
  stop(): Promise<void>;
}

export async function startOwnServer(prefix: string): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', WEB_DIST: path.join(dir, 'none'), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('is running') && resolve());
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const signIn = async (usertype: Usertype) => {
    const demo = DEMO_LOGINS.find((l) => l.usertype === usertype)!;
    const login = await fetch(`http://127.0.0.1:${port}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.email, password: demo.password }),
    });
    return ((await login.json()) as { session: { session_id: string } }).session.session_id;
  };
  return { port, child, signIn, stop };
}
