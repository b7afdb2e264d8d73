import type { TFunction } from 'i18next';
import { PARTY_LIMIT_CODE } from '../../domain/party-rules';
import { ApiError } from './api-client';

/**
 * The description of a failed visitor POST, in the visitor's language: too many requests, else the feature's "try
 * again" (`fallbackKey`). The server's own sentence (docs/product.md §8.1: "with the server's message") is used only
 * on an English page and never for a 400, whose words name fields ("contactEmail: …") that the form shows beside the
 * fields instead; except a party the aircraft cannot take, which the server words in the visitor's language.
 */
export function requestFailureText(error: unknown, t: TFunction, language: string, fallbackKey = 'failedText'): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return t('tooMany');
    // A party the aircraft cannot take: the server says so in the visitor's own language, naming the limit.
    if (error.status === 400 && error.issues.some((issue) => (issue as { code?: string }).code === PARTY_LIMIT_CODE) && error.serverMessage) return error.serverMessage;
    if (language === 'en' && error.status > 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
  }
  return t(fallbackKey);
}
