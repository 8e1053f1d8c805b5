// Every error answer is {detail, code}: contract violations, malformed and oversized requests,
// missing sessions and permissions, and unexpected failures. (The test helper also checks every
// answer of every other test against the contract, where `code` is required.)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { checkResponse } from './helpers/contract.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function rawCall(method: 'POST' | 'PUT', url: string, payload: string, contentType = 'application/json') {
  const session = await server.login('admin');
  return server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${session}`, 'content-type': contentType } });
}

describe('error answers', () => {
  it('name the broken rule of the contract in a sentence, with code validation', async () => {
    const missing = await server.call('createSchool', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ code: 'validation', detail: "The field 'name' is required." });
    const wrongType = await server.call('createSchool', { body: { name: 5 } });
    expect(wrongType.body).toEqual({ code: 'validation', detail: "The field 'name' must be a text." });
    const unknownField = await server.call('createSchool', { body: { name: 'Neue Schule', colour: 'blue' } });
    expect(unknownField.body).toEqual({ code: 'validation', detail: "The field 'colour' is not allowed here." });
    const badQuery = await server.call('searchProblems', { query: { grade_min: 'five' } });
    expect(badQuery.body).toEqual({ code: 'validation', detail: "The query parameter 'grade_min' must be a whole number." });
    const noForm = await server.call('updateSetting', { params: { key: 'quiz_pass_percent' }, body: { type: 'number', value: { percent: 80 } } });
    expect(noForm.body).toEqual({ code: 'validation', detail: "The field 'value' must be true or false or a number or a text or a list." });
    const badEntry = await server.call('updateSetting', { params: { key: 'enabled_characters' }, body: { type: 'array', value: ['euler', 7] } });
    expect(badEntry.body).toEqual({ code: 'validation', detail: "The field 'value[1]' must be a text." });
    const badEmail = await server.call('createSchool', { body: { name: 'Schule mit Post', email: 'keine-adresse' } });
    expect(badEmail.body).toEqual({ code: 'validation', detail: "The field 'email' must be a valid e-mail address." });
    const badPath = await server.call('getSchool', { params: { id: 0 } });
    expect(badPath.body).toEqual({ code: 'validation', detail: "The path parameter 'id' must be at least 1." });
    const badLanguage = await server.call('createStudent', { body: { firstname: 'Ada', lastname: 'L', language: 'fr' }, as: 'parent' });
    expect(badLanguage.body).toEqual({ code: 'validation', detail: "The field 'language' must be one of: de, en, es, ru, uk." });
  });

  it('answer a body that is not JSON with bad_request', async () => {
    const res = await rawCall('POST', '/api/admin/schools', '{"name": ');
    expect(checkResponse('createSchool', res.statusCode, res.headers['content-type'] as string, res.rawPayload)).toBeNull();
    expect(res.json()).toEqual({ code: 'bad_request', detail: 'The request body is not valid JSON.' });
  });

  it('answer a request over the size limit with payload_too_large', async () => {
    const res = await rawCall('POST', '/api/admin/schools', JSON.stringify({ name: 'x'.repeat(7 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', detail: 'The request is too large.' });
  });

  it('answer a missing session with unauthorized and a missing permission with forbidden', async () => {
    const anonymous = await server.call('getMe', { as: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthorized');
    const stale = await server.call('getMe', { as: 'no-such-session' });
    expect(stale.body.code).toBe('unauthorized');
    const parent = await server.call('listSchools', { as: 'parent' });
    expect(parent.status).toBe(403);
    expect(parent.body).toEqual({ code: 'forbidden', detail: 'You do not have permission to do this.' });
  });

  it('answer an unexpected failure with internal, without its inner message', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: path.join(tmpdir(), 'no-web-app'), SEED_DEMO: 'false', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-')) });
    const { app } = await buildApp({
      config,
      db,
      handlers: {
        requestPasswordReset: async () => {
          throw new Error('mail queue full at 10.0.0.5');
        },
      },
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/admin/auth/password-reset-request', payload: { email: 'a@example.org' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'internal', detail: 'An unexpected error occurred on the server.' });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
