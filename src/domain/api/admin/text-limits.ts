import type { z } from 'zod';

/** The longest text a translation of a content field may be (adminTranslations in fields.ts). */
export const TRANSLATION_MAX_LENGTH = 5000;

type Def = { type?: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The most characters a field's schema accepts, read from the schema itself (through optional, nullable,
 * default, preprocess and pipe), so a form shows the limit the server enforces and no number is written
 * twice. undefined for a field with no length limit (a number, a list).
 */
export function maxLengthOf(schema: z.ZodType | undefined, depth = 0): number | undefined {
  if (!schema || depth > 8) return undefined;
  const def = defOf(schema);
  if (def.type === 'string') return (schema as z.ZodString).maxLength ?? undefined;
  const found = [def.innerType, def.in, def.out].map((inner) => maxLengthOf(inner, depth + 1)).filter((n): n is number => n !== undefined);
  return found.length > 0 ? Math.min(...found) : undefined;
}

/** Each field of an object schema that has a length limit, with that limit. */
export function textLimitsOf(schema: z.ZodObject): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const max = maxLengthOf(field as z.ZodType);
    if (max !== undefined) limits[name] = max;
  }
  return limits;
}
