import { z } from 'zod';
import { hasNoNul, wellFormed } from './common';

export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'Enter your e-mail address' })
    .trim()
    .min(1, { error: 'Enter your e-mail address' })
    .max(254, { error: 'The e-mail address is too long' })
    .overwrite(wellFormed)
    .refine(hasNoNul, { error: 'The e-mail address contains a character that is not allowed' }),
  password: z.string({ error: 'Enter your password' }).min(1, { error: 'Enter your password' }).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const adminUserSchema = z.object({ id: z.number(), email: z.string(), name: z.string().nullable() });
export type AdminUser = z.infer<typeof adminUserSchema>;
