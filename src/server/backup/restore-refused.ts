/**
 * A restore that stopped before anything changed (a damaged or foreign archive, a database that is not
 * empty, a bad command line): its message is what the command prints, in plain words.
 */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/** How an archive member is named in messages: quoted, control characters visible, never endless. */
export function showName(name: string): string {
  const shown = JSON.stringify(name);
  return shown.length > 120 ? `${shown.slice(0, 117)}…"` : shown;
}
