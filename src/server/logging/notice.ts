/** The field that marks a notice: a line an operator must not miss (the first start's admin password file). */
export const NOTICE_KEY = 'notice';

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Logs a line meant for the person starting the server. JSON output keeps it one object (with `notice:
 * true`, easy to filter); readable output draws it in a box (logger.ts), so it stands out among request lines.
 */
export function logNotice(log: WarnLogger, fields: object, message: string): void {
  log.warn({ ...fields, [NOTICE_KEY]: true }, message);
}

/** The message wrapped at `width` and framed, on lines of its own below the level label. */
export function boxed(message: string, width = 76): string {
  const lines: string[] = [];
  for (const paragraph of message.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  const inner = Math.max(...lines.map((l) => l.length));
  const rule = '═'.repeat(inner + 2);
  return ['', `╔${rule}╗`, ...lines.map((l) => `║ ${l.padEnd(inner)} ║`), `╚${rule}╝`].join('\n');
}
