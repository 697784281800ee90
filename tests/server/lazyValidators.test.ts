// @vitest-environment node
/** Route validators compiled on first use (server/http/lazyValidators.ts), with Fastify's own compiler and options. */
import Fastify, { type FastifyInstance } from 'fastify';
import { createLazyValidators, type LazyValidators } from '../../server/http/lazyValidators';
import type { TestServer } from './helpers/testServer';
import { startTestServer } from './helpers/testServer';

function bareApp(validators: LazyValidators): FastifyInstance {
  const app = Fastify({
    ajv: { customOptions: { removeAdditional: false } },
    schemaController: { compilersFactory: { buildValidator: validators.buildValidator } },
  });
  app.post('/named', { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 2 } }, additionalProperties: false } } }, async (request) => request.body);
  return app;
}

describe('lazy route validators', () => {
  it('compile when their route is first called, and validate as Fastify does', async () => {
    const validators = createLazyValidators();
    const app = bareApp(validators);
    await app.ready();
    expect(validators.compilePending(0)).toBe(1);

    const missing = await app.inject({ method: 'POST', url: '/named', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/must have required property 'name'/);
    expect(validators.compilePending(0)).toBe(0);

    const extra = await app.inject({ method: 'POST', url: '/named', payload: { name: 'ab', other: 1 } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/must NOT have additional properties/);
    const short = await app.inject({ method: 'POST', url: '/named', payload: { name: 'a' } });
    expect(short.statusCode).toBe(400);
    const good = await app.inject({ method: 'POST', url: '/named', payload: { name: 'ab' } });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ name: 'ab' });
    await app.close();
  });

  it('compiles the rest in steps, and names the route whose schema ajv refuses', async () => {
    const validators = createLazyValidators();
    const app = bareApp(validators);
    app.post('/broken', { schema: { body: { type: 'object', properties: { when: { type: 'string', format: 'no-such-format' } } } } }, async () => ({}));
    // Lazy: a refused schema does not stop the start...
    await app.ready();
    expect(validators.compilePending(0)).toBe(2);
    expect(validators.compilePending(1)).toBe(1);
    // ...and is reported when compiled, by its route.
    expect(() => validators.compilePending()).toThrow(/body schema of POST \/broken does not compile: .*no-such-format/);
    await app.close();
  });
});

describe('the reference server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('starts with its validators pending, and every route schema compiles', async () => {
    await server.app.ready();
    expect(server.app.compilePendingValidators(0)).toBeGreaterThan(50);
    expect(server.app.compilePendingValidators()).toBe(0);
  });
});
