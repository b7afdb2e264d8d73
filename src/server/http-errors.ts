/** An error a route or service throws to answer with a 4xx and a plain-words message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues: { path: string; message: string; code?: string }[] = [],
    /** More fields of the answer beside message and issues (a 409's `current` row). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, issues?: { path: string; message: string; code?: string }[]) =>
  new HttpError(400, message, issues);
export const notFound = (message: string) => new HttpError(404, message);
/** A 409; `issues` name the field a refusal is about (a taken slug or e-mail), for the form to show beside it. */
export const conflict = (message: string, issues?: { path: string; message: string }[]) => new HttpError(409, message, issues);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
