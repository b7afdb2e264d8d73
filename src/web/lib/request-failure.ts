import type { TFunction } from 'i18next';
import { PARTY_LIMIT_CODE } from '../../domain/party-rules';
import { ApiError } from './api-client';

/** Loaded with the forms that send requests (their date fields read it), not with the first page. */
export const NOTES_NAMESPACE = 'page-visitor-notes';

const connectionDown = () => typeof navigator !== 'undefined' && navigator.onLine === false;
/** fetch's own rejection when no answer arrives ("Failed to fetch" in Chromium, "NetworkError…" in Firefox). */
const isNetworkFailure = (error: unknown) => error instanceof TypeError && /fetch|network/i.test(error.message);

/**
 * The description of a failed visitor POST, in the visitor's language: the connection is down (fetch itself
 * failed), too many requests, else the feature's "try again" (`fallbackKey`). The server's own sentence
 * (docs/product.md §8.1: "with the server's message") is used only on an English page and never for a 400, whose
 * words name fields ("contactEmail: …") that the form shows beside the fields instead; except a party the
 * aircraft cannot take, which the server words in the visitor's language.
 */
export function requestFailureText(error: unknown, t: TFunction, language: string, fallbackKey = 'failedText'): string {
  // No answer came at all: offline, or the connection dropped on the way. "Try again" alone would not say why.
  if (!(error instanceof ApiError) && (connectionDown() || isNetworkFailure(error))) return t('connectionDown', { ns: NOTES_NAMESPACE });
  if (error instanceof ApiError) {
    if (error.status === 429) return t('tooMany');
    // A party the aircraft cannot take: the server says so in the visitor's own language, naming the limit.
    if (error.status === 400 && error.issues.some((issue) => (issue as { code?: string }).code === PARTY_LIMIT_CODE) && error.serverMessage) return error.serverMessage;
    if (language === 'en' && error.status > 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
  }
  return t(fallbackKey);
}
