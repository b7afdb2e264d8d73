import type { z } from 'zod';

/**
 * A text field tidied in place (`overwrite`: trimmed, an old alias mapped) and then checked, typed as what
 * the checks guarantee. Not `.transform()`: zod runs a transform as a pipe, with two more payloads and
 * closures per field, and a quote's body is parsed on every call. Each check's error is its issue's message.
 */
export function tidiedText<T extends string, I>(
  schema: z.ZodType<string | I, I>,
  tidy: (value: string | I) => string,
  ...checks: [ok: (text: string) => boolean, error: string][]
): z.ZodType<T, I> {
  let checked = schema.overwrite(tidy);
  for (const [ok, error] of checks) checked = checked.refine((value) => ok(value as string), { error });
  // zod's types cannot follow a refinement: T is what the caller's checks guarantee of the tidied text.
  return checked as unknown as z.ZodType<T, I>;
}
