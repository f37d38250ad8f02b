import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER, REQUEST_RESET } from '../test/account-operations';
import { ROLE_PVIDS } from '../test/account-helpers';
import { makeStudent } from '../db/seed/factories';
import { startTestApp, type TestApp } from '../test/test-app';

const webDist = mkdtempSync(path.join(tmpdir(), 'ajar-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Ajar</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("ajar")');

let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  [t, production] = await Promise.all([
    startTestApp({ WEB_DIST: webDist }),
    startTestApp({ NODE_ENV: 'production', WEB_DIST: webDist }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), production.close()]);
  rmSync(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('GET /isServerRun', () => {
  it('answers 200 { ok: true } when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/isServerRun' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers 503 when it does not', async () => {
    const broken = await startTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/isServerRun' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ok: false });
    await broken.close();
  });
});

describe('the development mailbox', () => {
  it('lists the outbox newest first, with the links of each mail', async () => {
    await t.gql(REGISTER, {
      rolePvid: ROLE_PVIDS.STDN,
      email: 'first-mail@example.test',
      password: 'password123',
      firstName: 'Mei',
      lastName: 'Lin',
      country: 'sg',
    });
    t.clock.advance(1000);
    await makeStudent(t.deps.db, { email: 'second-mail@example.test' });
    await t.gql(REQUEST_RESET, { email: 'second-mail@example.test' });

    const response = await t.app.inject({ method: 'GET', url: '/_dev/mail.json' });
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((mail: { to: string }) => mail.to)).toEqual([
      'second-mail@example.test',
      'first-mail@example.test',
    ]);
    expect(mails[0]).toEqual({
      to: 'second-mail@example.test',
      subject: 'Reset your Ajar password',
      text: expect.stringContaining('http://ajar.test/sg/forgot/new_password?code='),
      links: [expect.stringMatching(/^http:\/\/ajar\.test\/sg\/forgot\/new_password\?code=[\w-]+$/)],
      createdAt: expect.any(String),
    });
    expect(Date.parse(mails[0].createdAt)).toBeGreaterThan(Date.parse(mails[1].createdAt));

    const page = await t.app.inject({ method: 'GET', url: '/_dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Reset your Ajar password');
    expect(page.body).toContain('first-mail@example.test');
  });

  it('does not exist in production', async () => {
    expect((await production.app.inject({ method: 'GET', url: '/_dev/mail.json' })).statusCode).toBe(404);
    expect(
      (await production.app.inject({ method: 'GET', url: '/_dev/mail', headers: html })).statusCode,
    ).toBe(404);
  });
});

describe('the SPA', () => {
  it('serves index.html for client routes a browser asks for', async () => {
    for (const url of ['/', '/sg/login', '/id/account/active?code=abc']) {
      const response = await production.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('never answers API paths or missing files with the SPA', async () => {
    for (const url of ['/_dev/mail.json', '/graphql/unknown', '/isServerRun/x', '/assets/missing.js']) {
      const response = await production.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
    const script = await production.app.inject({
      method: 'GET',
      url: '/sg/login',
      headers: { accept: '*/*' },
    });
    expect(script.statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('are on every response, with a CSP on HTML pages', async () => {
    const page = await production.app.inject({ method: 'GET', url: '/sg', headers: html });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");

    const api = await production.app.inject({ method: 'GET', url: '/isServerRun' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const graphql = await production.gql('{ listRoles { code } }');
    expect(graphql.status).toBe(200);
  });
});

describe('the database', () => {
  it('has pg_trgm for search', async () => {
    const result = await t.database.db.execute(sql`select similarity('tutor', 'tuter') > 0.2 as close`);
    expect(JSON.stringify(result)).toContain('"close":true');
  });
});
