import { HttpError } from '../../http-errors';

export const RESTARTING_MESSAGE = 'The server is restarting; nothing was imported, please try again';

/** What an import stopped by a server shutdown answers: 503, and nothing of it was written. */
export const restartingError = () => new HttpError(503, RESTARTING_MESSAGE);
