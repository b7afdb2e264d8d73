import { z } from 'zod';
import { TOKEN_SCOPES } from '../../staff/token-scopes';

/** POST /api/admin/access-tokens: a name that says what uses it, and what it may do. */
export const createAccessTokenSchema = z.object({
  name: z
    .string({ error: 'Give the token a name that says what uses it' })
    .trim()
    .min(2, { error: 'Give the token a name that says what uses it (2 characters or more)' })
    .max(80, { error: 'The name can be 80 characters at most' }),
  scope: z.enum(TOKEN_SCOPES, { error: `Scope must be one of: ${TOKEN_SCOPES.join(', ')}` }),
});
export type CreateAccessTokenRequest = z.infer<typeof createAccessTokenSchema>;

/** A token as the panel lists it: never its secret nor its hash. */
export const accessTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  /** The secret's first characters, so staff can tell tokens apart. */
  prefix: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedFrom: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;
export const accessTokenListSchema = z.array(accessTokenSchema);

/** The answer of POST: the token, and its secret, shown this once. */
export const createdAccessTokenSchema = z.object({ token: accessTokenSchema, secret: z.string() });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;
