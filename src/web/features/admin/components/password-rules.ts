import type { z } from 'zod';

/** What the repeat field says when it differs, in every form that sets a new password. */
export const PASSWORDS_DIFFER = 'The two new passwords are not the same';

/** A password field's rule from the API's own schema: true, or the schema's first words about it (else `fallback`). */
export function schemaRule(schema: z.ZodType, fallback: string): (value: string) => true | string {
  return (value) => {
    const checked = schema.safeParse(value);
    return checked.success || (checked.error.issues[0]?.message ?? fallback);
  };
}

/** The repeat field's rule: the same as the new password, to the letter (passwords are never trimmed). */
export function sameAsNewPassword(value: string, values: { newPassword: string }): true | string {
  return value === values.newPassword || PASSWORDS_DIFFER;
}
