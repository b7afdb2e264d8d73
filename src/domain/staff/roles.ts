/**
 * Staff roles and what each may do. The server enforces these on every admin route (403 otherwise); the
 * panel reads the same table to hide what a role cannot use. Least privilege: an editor does not see
 * customers' inquiries, an agent cannot change content.
 */
export const STAFF_ROLES = ['owner', 'editor', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', editor: 'Editor', agent: 'Agent' };

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including staff and settings',
  editor: 'Content, pricing, imports and uploads; not staff or settings',
  agent: 'Inquiries (read, status, notes, CSV export) and read-only content',
};

export const PERMISSIONS = [
  /** Read every content list, pricing and the price grid. */
  'content:read',
  /** Create, change, delete and restore content and pricing; imports, uploads, bulk actions, the Trash. */
  'content:write',
  /** Booking and WeChat requests: read, status, notes, CSV export. */
  'inquiries',
  /** Book Now clicks. */
  'insights',
  /** The audit log. */
  'audit',
  /** Region settings (booking fee and the like) and security settings (require two-factor). */
  'settings',
  /** People, roles, password resets, other people's sessions. */
  'staff',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  editor: ['content:read', 'content:write', 'insights'],
  agent: ['content:read', 'inquiries'],
};

export const can = (role: StaffRole, permission: Permission): boolean => GRANTS[role].includes(permission);
export const permissionsOf = (role: StaffRole): Permission[] => [...GRANTS[role]];

/** The answer (403) when a role lacks a permission: plain words, naming what it takes. */
export const FORBIDDEN_MESSAGE: Record<Permission, string> = {
  'content:read': 'Your role cannot see this',
  'content:write': 'Your role can only view content; ask an owner or editor to change it',
  inquiries: 'Your role cannot see inquiries; ask an owner or agent',
  insights: 'Your role cannot see Book Now clicks',
  audit: 'Only an owner can see the audit log',
  settings: 'Only an owner can change settings',
  staff: 'Only an owner can manage staff',
};
