import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';

/**
 * A small form's submit, checked here by the schema the server checks it with: the first refusal in words
 * (for the one error line under the form), else the checked values handed on.
 */
export function useCheckedSubmit<T>(schema: ZodType<T>, values: unknown, onValid: (checked: T) => void) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse(values);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) onValid(checked.data);
  };
  return { error, submit };
}
