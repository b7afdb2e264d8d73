import { z } from 'zod';
import { idSchema } from './common';
import { STAFF_ROLES } from '../staff/roles';

/**
 * The API contract of staff accounts (passwords, sessions, two-factor; decision 0031), shared by server and panel.
 * Passwords are never trimmed. The policy (>= 12 characters, not common, not containing the e-mail's name)
 * is checked by the server (services/auth) because the common-password list is server data.
 */
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose a role: owner, editor or agent' });

const emailField = z
  .string({ error: 'Enter an e-mail address' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Enter an e-mail address' })
  .max(254, { error: 'The e-mail address is too long' })
  .email({ error: 'Enter a valid e-mail address' });
const nameField = z
  .string({ error: 'Enter a name' })
  .trim()
  .min(1, { error: 'Enter a name' })
  .max(120, { error: 'The name must be at most 120 characters' });
/** Bounded so a megabyte "password" cannot cost a megabyte of hashing; never trimmed. */
export const newPasswordField = z
  .string({ error: 'Enter a new password' })
  .min(1, { error: 'Enter a new password' })
  .max(1024, { error: 'The password must be at most 1024 characters' });

/** A person in the Staff view. */
export const staffUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  role: staffRoleSchema,
  isActive: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** True until the person has opened the setup link and chosen a password. */
  invitePending: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** Failed sign-ins in the last 24 hours, shown to the owner. */
  recentFailedSignIns: z.number(),
  version: z.number(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** POST /api/admin/users */
export const createStaffRequestSchema = z.object({ email: emailField, name: nameField, role: staffRoleSchema });
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

/** The one-time link (setup or reset), shown once to the owner and e-mailed when SMTP_URL is set. */
export const oneTimeLinkResponseSchema = z.object({
  user: staffUserSchema,
  /** Absolute URL of /admin/set-password?token=… */
  setupUrl: z.string(),
  expiresAt: z.string(),
  emailed: z.boolean(),
});
export type OneTimeLinkResponse = z.infer<typeof oneTimeLinkResponseSchema>;

/** PATCH /api/admin/users/{id}; deactivating ends the person's sessions at once. */
export const updateStaffRequestSchema = z
  .object({ role: staffRoleSchema.optional(), isActive: z.boolean().optional(), name: nameField.optional(), version: z.number().int().optional() })
  .refine((v) => v.role !== undefined || v.isActive !== undefined || v.name !== undefined, { error: 'Nothing to change' });
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

export const staffIdParamsSchema = z.object({ id: idSchema });
/*
 * Owner-only routes beside these: POST /api/admin/users/{id}/reset-password answers oneTimeLinkResponseSchema
 * (the link ends all of that person's sessions when used); DELETE /api/admin/users/{id}/sessions ends them now
 * (answers endedSessionsResponseSchema). The link opens the panel's page /admin/set-password?token=….
 */

/** GET /api/auth/reset?token= : what the set-password page shows before the person types. 410 when used or expired. */
export const resetLinkInfoSchema = z.object({ email: z.string(), name: z.string().nullable(), purpose: z.enum(['setup', 'reset']) });
export type ResetLinkInfo = z.infer<typeof resetLinkInfoSchema>;

/** POST /api/auth/reset: sets the password and ends all of that person's sessions. */
export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: 'The link is not valid' }).min(1, { error: 'The link is not valid' }).max(200),
  newPassword: newPasswordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /api/auth/password: changes one's own password and ends every other session of that person. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: 'Enter your current password' }).min(1, { error: 'Enter your current password' }).max(1024),
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/auth/confirm-password: staff and settings changes ask again when the last sign-in is older than 15 minutes. */
export const confirmPasswordRequestSchema = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, { error: 'Enter your password' }).max(1024),
});
/** The 403 body that means "ask for the password, then repeat the request". */
export const REAUTHENTICATE_CODE = 'reauthenticate';
/** The 403 body that means "this person must turn on two-factor before anything else" (the owner requires it). */
export const TWO_FACTOR_SETUP_CODE = 'two-factor-setup-required';
export const codedErrorSchema = z.object({ message: z.string(), code: z.string().optional() });

/** GET /api/auth/sessions: one's own sessions. */
export const staffSessionSchema = z.object({
  /** A public handle (not the cookie, not its hash). */
  id: z.string(),
  current: z.boolean(),
  /** 'Chrome on Windows', from the user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** When it ends at the latest (the 30-day absolute lifetime), and when it ends if unused (idle). */
  absoluteExpiresAt: z.string(),
  idleExpiresAt: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
export const staffSessionListSchema = z.array(staffSessionSchema);
/** DELETE /api/auth/sessions/{id} ends one; POST /api/auth/sessions/end-others ends all but this one. */
export const endedSessionsResponseSchema = z.object({ ended: z.number() });

/** GET /api/auth/me (extends adminUserSchema). */
export const meResponseSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  role: staffRoleSchema,
  permissions: z.array(z.string()),
  twoFactorEnabled: z.boolean(),
  /** The owner requires two-factor and this person has not turned it on: the panel shows only the setup. */
  twoFactorSetupRequired: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * POST /api/auth/login accepts `code` (a TOTP code or a recovery code) beside email and password.
 * When the password is right, the account has two-factor and no code was sent: 200 { twoFactorRequired: true }
 * and no session; the form asks for the code and sends all three again. Every failure has the same answer.
 */
export const loginCodeField = z.string().trim().max(64).optional();
export const twoFactorRequiredResponseSchema = z.object({ twoFactorRequired: z.literal(true) });

/** POST /api/auth/two-factor/setup: a fresh secret, its otpauth:// URL and the QR code drawn by the product (SVG). */
export const twoFactorSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
/** POST /api/auth/two-factor/enable { code }: turns it on, answers the ten one-time recovery codes (shown once). */
export const twoFactorEnableRequestSchema = z.object({ code: z.string({ error: 'Enter the 6-digit code' }).trim().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your app' }) });
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
/** POST /api/auth/two-factor/disable { password }. */
export const twoFactorDisableRequestSchema = confirmPasswordRequestSchema;

/** GET/PUT /api/admin/security (owner): require two-factor for everyone. */
export const securitySettingsSchema = z.object({ requireTwoFactor: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
