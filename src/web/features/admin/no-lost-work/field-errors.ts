import { ApiError } from '../../../lib/api-client';

export interface Issue {
  path: string | readonly PropertyKey[];
  message: string;
}

export interface PlacedIssues {
  /** The first message for each form field, in the order the form shows its fields. */
  fields: [field: string, message: string][];
  /** Messages that belong to no field on the form (a rule over several fields, a hidden value). */
  general: string[];
}

const pathText = (path: Issue['path']) => (typeof path === 'string' ? path : path.map(String).join('.'));

/**
 * Puts each issue (zod's on the client, the server's `issues[].path` on a 400) beside the form field it
 * belongs to. `fieldOf` turns an API path ('imageUrl', 'translations.zh.name', 'bookingFee.percent') into
 * the form's field name, or undefined when the form has no such field; `order` is the form's field order,
 * so that the first entry is the first invalid field on screen (the one to focus).
 */
export function placeIssues(issues: readonly Issue[], fieldOf: (path: string) => string | undefined, order: readonly string[]): PlacedIssues {
  const byField = new Map<string, string>();
  const general: string[] = [];
  for (const issue of issues) {
    const field = pathText(issue.path) === '' ? undefined : fieldOf(pathText(issue.path));
    if (field === undefined) {
      if (!general.includes(issue.message)) general.push(issue.message);
    } else if (!byField.has(field)) byField.set(field, issue.message);
  }
  const rank = (field: string) => {
    const at = order.indexOf(field);
    return at === -1 ? order.length : at;
  };
  return { fields: [...byField].sort(([a], [b]) => rank(a) - rank(b)), general };
}

/**
 * The server's issues of a refusal (a 400, or a 409 naming a taken slug, name or e-mail), each in a
 * sentence that can stand beside its field. A check of the
 * server's own (a destination that does not offer the flight type) explains itself in the answer's
 * message, which then replaces the short issue; a fragment ('does not exist') gets the field's label.
 */
export function serverIssues(error: unknown, labelOf: (path: string) => string | undefined = () => undefined): Issue[] {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return [];
  const [only] = error.issues;
  const summarised = error.issues.length === 1 && only && !error.serverMessage.startsWith(`${only.path}: `) && only.path !== '';
  return error.issues.map((issue) => {
    if (summarised) return { path: issue.path, message: error.serverMessage };
    const label = labelOf(issue.path);
    return /^[a-z]/.test(issue.message) && label ? { path: issue.path, message: `${label} ${issue.message}` } : issue;
  });
}

/**
 * A failure in words staff can read: the first issue's own message (its label is already in it) rather
 * than the server's summary, which starts with the field's internal path ('imageUrl: …').
 */
export function plainFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const first = error.issues[0];
    // Only the schema's summary starts with the internal path ('imageUrl: …'); a sentence of its own stays.
    if (error.status === 400 && first?.message && first.path && error.serverMessage.startsWith(`${first.path}: `)) return first.message;
    return error.serverMessage;
  }
  if (error instanceof TypeError) return 'The server could not be reached. Check the connection and try again.';
  return error instanceof Error ? error.message : 'Please try again';
}

/**
 * The docs/product.md §5 'Missing required fields - Please fill in: imageUrl, priceDisplay' with the form's labels
 * in place of the API's field names ('Image URL, Price'); other messages are returned as they are.
 */
export function labelledMessage(message: string, labelOf: (name: string) => string | undefined): string {
  const marker = 'Please fill in: ';
  const at = message.indexOf(marker);
  if (at === -1) return message;
  const names = message.slice(at + marker.length).split(', ');
  return `${message.slice(0, at + marker.length)}${names.map((name) => labelOf(name.trim()) ?? name).join(', ')}`;
}
