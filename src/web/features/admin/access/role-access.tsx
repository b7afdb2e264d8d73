import { createContext, useContext, type ReactNode } from 'react';
import { can, type Permission, type StaffRole } from '../../../../domain/staff/roles';

const RoleContext = createContext<StaffRole>('owner');

/** The signed-in person's role, for everything inside the panel. */
export function RoleProvider({ role, children }: { role: StaffRole; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

/** Whether the signed-in role may use something; what it may not is hidden (the server refuses it anyway). */
export function useCan(permission: Permission): boolean {
  return can(useContext(RoleContext), permission);
}
