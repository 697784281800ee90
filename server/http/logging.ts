/**
 * The server's log: readable and quiet for a person running
 * `npm start` in a terminal, JSON lines for machines. LOG_FORMAT=pretty|json
 * chooses (default: pretty when stdout is a terminal, JSON otherwise);
 * LOG_LEVEL sets the level (default info). One line per request is logged at
 * `debug` only (LOG_LEVEL=debug shows them); failures are logged as before.
 */
import { LogController } from 'fastify';
import type { FastifyLoggerOptions, FastifyReply, FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import PinoPretty from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT, else pretty on a terminal and JSON otherwise. */
export function logFormatOf(raw: string | undefined, isTty: boolean): LogFormat {
  if (raw === 'pretty' || raw === 'json') return raw;
  if (raw !== undefined && raw !== '') throw new Error(`LOG_FORMAT must be pretty or json, got '${raw}'`);
  return isTty ? 'pretty' : 'json';
}

/** Fastify's `logger` option for a level and a format. */
export function loggerOptions(level: string, format: LogFormat): false | (FastifyLoggerOptions & { stream?: DestinationStream }) {
  if (level === 'silent') return false;
  if (format === 'json') return { level };
  // Synchronous pretty stream: no worker thread, lines in order with the start banner.
  return { level, stream: PinoPretty({ colorize: true, sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' }) };
}

/**
 * Fastify's request lines, quieter: nothing when a request arrives, and one
 * debug line with status and time when it completes (an error stays at error).
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {
    // The completion line says everything; two lines per request is noise.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  }
}
