import type { MeResponse } from '../../../domain/api/staff';
import { permissionsOf } from '../../../domain/staff/roles';
import type { ActiveSession } from './sessions';

/** GET /api/auth/me: who is signed in, what their role allows, and whether two-factor setup comes first. */
export function meOf(session: ActiveSession): MeResponse {
  return {
    ...session.user,
    role: session.role,
    permissions: permissionsOf(session.role),
    twoFactorEnabled: session.twoFactorEnabled,
    twoFactorSetupRequired: session.requireTwoFactor && !session.twoFactorEnabled,
  };
}
