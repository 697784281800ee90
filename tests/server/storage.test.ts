// @vitest-environment node
/**
 * Storage faults are visible and files keep their bytes:
 * - an uploaded binary with every byte value downloads as the same bytes,
 *   with its content type and an attachment disposition;
 * - /healthz answers 503 with a reason when the database cannot write;
 * - a DATA_DIR whose marker says a database existed, but whose PGlite folder is
 *   gone or empty, refuses to start (no silent new database with demo accounts);
 * - a database in use without the demo data is never seeded;
 * - migration 0006 turns the old base64 uploads into their bytes.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { DATA_MARKER } from '../../server/db/dataDir';
import { MIGRATIONS_DIR, migrate } from '../../server/db/migrate';
import { files, tenants, users } from '../../server/db/schema';
import { API_CODES } from '@core/apiCodes';
import { createTestDatabase } from './helpers/testDatabase';
import type { TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('uploaded files', () => {
  it('downloads an upload holding every byte value 0-255 as the same bytes, type and an attachment disposition', async () => {
    const supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
    // A PDF by its first bytes (the upload checks them), then every byte value.
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 1015 }, (_, i) => i % 256))]);
    const boundary = '----bytes' + Math.random().toString(16).slice(2);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/eps/config/file/oss/upload',
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="all bytes.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { cookie: `EPSSESSION=${supplier.ticket}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const { attachmentId, size } = uploaded.json<{ data: { attachmentId: string; size: number } }>().data;
    expect(size).toBe(1024);
    const download = await server.app.inject({ method: 'GET', url: `/eps/config/file/oss/download/${attachmentId}`, headers: { cookie: `EPSSESSION=${supplier.ticket}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''all%20bytes.pdf`);
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
  });
});

describe('GET /healthz', () => {
  it('answers 200 while the database writes and 503 with a reason when it cannot', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const db = server.app.eps.db;
    await db.execute(sql.raw(`CREATE FUNCTION eps_test_readonly() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'read-only' USING ERRCODE = '25006'; END $$`));
    await db.execute(sql.raw('CREATE TRIGGER eps_test_readonly BEFORE INSERT OR UPDATE ON health_checks FOR EACH STATEMENT EXECUTE FUNCTION eps_test_readonly()'));
    try {
      const down = await server.app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', reason: 'database cannot write (SQLSTATE 25006)' });
    } finally {
      await db.execute(sql.raw('DROP TRIGGER eps_test_readonly ON health_checks'));
    }
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('starting on a data folder', () => {
  it('refuses to start when DATA_DIR says a database existed but the PGlite folder is gone or empty', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'eps-marker-'));
    try {
      writeFileSync(join(dataDir, DATA_MARKER), '{}\n');
      const config = { logLevel: 'silent', dataDir, databaseUrl: undefined, staticDir: undefined, seedDemo: true, seedDemoForced: false };
      await expect(buildApp({ config })).rejects.toThrow(/folder is missing or empty.*SEED_DEMO=1/s);
      mkdirSync(join(dataDir, 'pglite'));
      await expect(buildApp({ config })).rejects.toThrow(/Refusing to start on a new empty database/);
      expect(readdirSync(join(dataDir, 'pglite'))).toEqual([]); // nothing was created
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never seeds a database in use without the demo data, and turns old base64 uploads into bytes', { timeout: 120_000 }, async () => {
    const test = await createTestDatabase({ empty: true });
    const before = mkdtempSync(join(tmpdir(), 'eps-migrations-'));
    try {
      for (const name of readdirSync(MIGRATIONS_DIR).filter((n) => n < '0006')) cpSync(join(MIGRATIONS_DIR, name), join(before, name));
      await migrate(test.database.db, before);
      const db = test.database.db;
      const [tenant] = await db.insert(tenants).values({ code: 'OWN', name: 'In use', kind: 'su' }).returning();
      const upload = Buffer.from([0, 1, 2, 254, 255, 10, 13]);
      await db.execute(sql`INSERT INTO files (id, tenant_id, filename, content_type, body) VALUES ('AbCdEfGhIjKlMnOp', ${tenant!.id}, 'a.bin', 'application/pdf', ${upload.toString('base64')})`);
      await db.execute(sql`INSERT INTO files (id, filename, content_type, body, is_public) VALUES ('policy-x', 'p.html', 'text/html', '<p>政策</p>', true)`);

      let seeded: string[] | undefined;
      const app = await buildApp({
        database: test.database,
        config: { logLevel: 'silent', staticDir: undefined, seedDemo: true, seedDemoForced: false },
        onReady: (report) => void (seeded = report.seeded),
      });
      await app.close();
      expect(seeded).toEqual([]);
      expect(await db.select().from(users)).toEqual([]);
      const [old] = await db.select().from(files).where(eq(files.id, 'AbCdEfGhIjKlMnOp'));
      expect(Buffer.compare(old!.body, upload)).toBe(0);
      const [text] = await db.select().from(files).where(eq(files.id, 'policy-x'));
      expect(text!.body.toString('utf8')).toBe('<p>政策</p>');
    } finally {
      rmSync(before, { recursive: true, force: true });
      await test.dispose();
    }
  });
});

it('still answers the 403 envelope for another tenant file download', async () => {
  const buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
  const [other] = await server.app.eps.db.select().from(files).where(eq(files.filename, 'all bytes.pdf'));
  const answer = await server.app.inject({ method: 'GET', url: `/eps/config/file/oss/download/${other!.id}`, headers: { cookie: `EPSSESSION=${buyer.ticket}` } });
  expect(answer.json()).toMatchObject({ code: API_CODES.PERMISSION_ERROR });
});
