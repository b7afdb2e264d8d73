import { pino, type Logger, type LoggerOptions } from 'pino';
import { PinoPretty } from 'pino-pretty';
import { boxed, NOTICE_KEY } from './notice';
import { redactError, redactLogArguments, redactText } from './redact';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT when set; otherwise readable lines for a person at a terminal, JSON for a log collector. */
export function chooseLogFormat(configured: LogFormat | undefined, isTerminal: boolean): LogFormat {
  return configured ?? (isTerminal ? 'pretty' : 'json');
}

/** Fields a readable line leaves out: the request line carries them in its message already. */
const PRETTY_IGNORE = ['pid', 'hostname', 'reqId', 'method', 'url', 'statusCode', 'ms', NOTICE_KEY].join(',');

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
}

/**
 * The one place where secrets leave every log line, at every level and in both formats: each call's
 * arguments go through redactLogArguments (fields named as secrets, secret query values and path segments
 * in any text, errors' messages and stacks), and the request, reply and error serializers (Fastify's own
 * lines use them) write only redacted addresses and no headers. See docs/decisions/0037-secrets-out-of-logs-and-password-strength.md.
 */
const REDACTING: Pick<LoggerOptions, 'hooks' | 'serializers'> = {
  hooks: {
    logMethod(args, method) {
      method.apply(this, redactLogArguments(args) as Parameters<typeof method>);
    },
  },
  serializers: {
    err: (error: unknown) => (error instanceof Error ? redactError(error) : error),
    req: (request: LoggedRequest) => ({ method: request.method, url: redactText(String(request.url ?? '')), host: request.host, remoteAddress: request.ip }),
    res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
  },
};

/**
 * The process logger. json: pino's one object per line on stdout. pretty: pino-pretty in this thread (a
 * stream, not a worker transport, so that nothing is lost when the process exits right after a line):
 * `12:00:01 INFO: GET /api/regions 200 3 ms`, colours only on a terminal, a notice (logNotice) in a box.
 */
export function createLogger(options: { level: string; format: LogFormat; destination?: NodeJS.WritableStream; colorize?: boolean }): Logger {
  const { level, format, destination = process.stdout } = options;
  if (format === 'json') return pino({ level, ...REDACTING }, destination);
  const pretty = PinoPretty({
    destination,
    sync: true,
    colorize: options.colorize ?? false,
    translateTime: 'SYS:HH:MM:ss',
    ignore: PRETTY_IGNORE,
    messageFormat: (log, messageKey) => {
      const message = String(log[messageKey] ?? '');
      return log[NOTICE_KEY] ? boxed(message) : message;
    },
  });
  return pino({ level, ...REDACTING }, pretty);
}
