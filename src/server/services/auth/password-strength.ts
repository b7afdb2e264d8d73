import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';

/**
 * Words an attacker tries first against this product's accounts, beside the person's own: the product's
 * name and what it is. zxcvbn treats them as the most likely dictionary words.
 */
export const PRODUCT_WORDS = ['charter', 'flight', 'charterflight', 'charter flight', 'aviation', 'admin', 'panel'];

let factory: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its common-password list (language-common), its English dictionaries, keyboard layouts
 * and English feedback. Loaded on the first judgement, not at start: the dictionaries are megabytes, and
 * most processes (tests, the CLI, a server nobody changes a password on) never need them. No Levenshtein
 * matching: it multiplies the time per check by ten or more and adds little beside the l33t and
 * dictionary matchers.
 */
async function strengthJudge(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory: Factory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new Factory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
      useLevenshteinDistance: false,
    });
  })();
  return factory;
}

/** The person's own words: the whole e-mail, its name part and that part's pieces, and their name's words. */
export function personalWords(email: string, name?: string | null): string[] {
  const local = email.split('@')[0] ?? '';
  const pieces = local.split(/[._+-]+/).filter((piece) => piece.length >= 3);
  const names = (name ?? '').split(/\s+/).filter((word) => word.length >= 3);
  return [...new Set([email, local, ...pieces, ...names].map((word) => word.toLowerCase()).filter(Boolean))];
}

export interface Strength {
  /** zxcvbn's 0 (too guessable) to 4 (very unguessable). */
  score: ZxcvbnResult['score'];
  /** zxcvbn's English warning, e.g. "This is similar to a commonly used password.", or null. */
  warning: string | null;
  /** zxcvbn's English suggestions, e.g. "Add more words that are less common." */
  suggestions: string[];
}

/** How guessable the password is, with the person's and the product's words counted as likely guesses. */
export async function judgeStrength(password: string, userWords: readonly string[]): Promise<Strength> {
  const result = (await strengthJudge()).check(password, [...userWords, ...PRODUCT_WORDS]);
  return { score: result.score, warning: result.feedback.warning || null, suggestions: result.feedback.suggestions };
}
