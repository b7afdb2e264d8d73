import { meResponseSchema, type MeResponse } from '../../../../domain/api/staff';
import { permissionsOf, STAFF_ROLES, type StaffRole } from '../../../../domain/staff/roles';

/** The signed-in person as the panel uses it: who, which role, and where two-factor stands. */
export type Me = MeResponse;

const isRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/**
 * GET /api/auth/me's answer as the panel's `Me`. The answer may come wrapped (`{ user }`, as the sign-in
 * answer is) or bare. A server from before staff roles sends no role: its one admin could do everything,
 * so that account is read as an owner (the server still decides every request).
 */
export function meOf(body: unknown): Me {
  const raw = (body && typeof body === 'object' && 'user' in body ? (body as { user: unknown }).user : body) as Record<string, unknown>;
  const parsed = meResponseSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const role = isRole(raw.role) ? raw.role : 'owner';
  return {
    id: Number(raw.id),
    email: String(raw.email ?? ''),
    name: typeof raw.name === 'string' ? raw.name : null,
    role,
    permissions: Array.isArray(raw.permissions) ? raw.permissions.map(String) : permissionsOf(role),
    twoFactorEnabled: raw.twoFactorEnabled === true,
    twoFactorSetupRequired: raw.twoFactorSetupRequired === true,
  };
}
