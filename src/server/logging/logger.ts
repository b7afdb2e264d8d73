import { pino, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';
import { boxed, NOTICE_KEY } from './notice';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT when set; otherwise readable lines for a person at a terminal, JSON for a log collector. */
export function chooseLogFormat(configured: LogFormat | undefined, isTerminal: boolean): LogFormat {
  return configured ?? (isTerminal ? 'pretty' : 'json');
}

/** Fields a readable line leaves out: the request line carries them in its message already. */
const PRETTY_IGNORE = ['pid', 'hostname', 'reqId', 'method', 'url', 'statusCode', 'ms', NOTICE_KEY].join(',');

/**
 * The process logger. json: pino's one object per line on stdout. pretty: pino-pretty in this thread (a
 * stream, not a worker transport, so that nothing is lost when the process exits right after a line):
 * `12:00:01 INFO: GET /api/regions 200 3 ms`, colours only on a terminal, a notice (logNotice) in a box.
 */
export function createLogger(options: { level: string; format: LogFormat; destination?: NodeJS.WritableStream; colorize?: boolean }): Logger {
  const { level, format, destination = process.stdout } = options;
  if (format === 'json') return pino({ level }, destination);
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
  return pino({ level }, pretty);
}
