/** The longest `last_error` kept: enough for a reason, not a dump. */
const MAX_LENGTH = 500;
/** Secrets shorter than this are not searched for: they would blank out ordinary words. */
const MIN_SECRET_LENGTH = 4;

/**
 * Why an attempt failed, as one line safe to store in `jobs.last_error` and to log: the error's code and
 * message with the user and password of any URL (`smtp://user:secret@host`) and every known secret
 * replaced by `***`. Never the error object itself: a library's error may carry its whole request.
 */
export function errorText(error: unknown, secrets: readonly string[] = []): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  const code = (error as { code?: unknown } | null)?.code;
  let text = typeof code === 'string' && code !== '' && !message.includes(code) ? `${code}: ${message}` : message;
  text = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@');
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH) text = text.split(secret).join('***');
  }
  text = text.replace(/\s+/g, ' ').trim() || 'unknown error';
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The passwords of the URLs given (and the other values as they are): what `errorText` must never print. */
export function secretsOf(values: readonly (string | undefined)[]): string[] {
  const found: string[] = [];
  for (const value of values) {
    if (!value) continue;
    const url = value.includes('://') ? URL.parse(value) : null;
    if (!url) found.push(value);
    else if (url.password) found.push(url.password, decoded(url.password));
  }
  return [...new Set(found)];
}
