// @vitest-environment node
/**
 * The server log: pretty on a terminal, JSON otherwise, LOG_FORMAT
 * overrides; requests are logged one line each at debug, none at info.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loadConfig } from '../../server/config';
import { QuietRequestLog, logFormatOf, loggerOptions } from '../../server/http/logging';

function captured(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new QuietRequestLog() });
  app.get('/ping', async () => ({ ok: true }));
  return { app, lines };
}

describe('log format', () => {
  it('is pretty on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(logFormatOf(undefined, true)).toBe('pretty');
    expect(logFormatOf(undefined, false)).toBe('json');
    expect(logFormatOf('json', true)).toBe('json');
    expect(logFormatOf('pretty', false)).toBe('pretty');
    expect(() => logFormatOf('xml', false)).toThrow(/LOG_FORMAT must be pretty or json/);
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('gives Fastify a pretty stream, plain JSON options, or no logger when silent', () => {
    expect(loggerOptions('silent', 'pretty')).toBe(false);
    expect(loggerOptions('warn', 'json')).toEqual({ level: 'warn' });
    expect(loggerOptions('info', 'pretty')).toMatchObject({ level: 'info', stream: expect.anything() });
  });
});

describe('request log', () => {
  it('writes no line per request at info', async () => {
    const { app, lines } = captured('info');
    expect((await app.inject({ method: 'GET', url: '/ping' })).statusCode).toBe(200);
    await app.close();
    expect(lines.filter((l) => l['msg'] === 'request' || l['msg'] === 'incoming request' || l['msg'] === 'request completed')).toEqual([]);
  });

  it('writes one line with status and time per request at debug', async () => {
    const { app, lines } = captured('debug');
    await app.inject({ method: 'GET', url: '/ping?x=1' });
    await app.close();
    const requests = lines.filter((l) => l['msg'] === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 20, method: 'GET', url: '/ping?x=1', status: 200 });
    expect(typeof requests[0]?.['ms']).toBe('number');
  });
});
