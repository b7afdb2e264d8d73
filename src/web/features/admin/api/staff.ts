import type { CreateStaffRequest, OneTimeLinkResponse, SecuritySettings, StaffUser, UpdateStaffRequest } from '../../../../domain/api/staff';
import { adminRequest } from './admin-request';

/** The Staff view's calls (owner only; the server answers 403 to anyone else). */
export const listStaff = () => adminRequest<StaffUser[]>('/api/admin/users');
/** Adds a person; the answer carries the one-time setup link, shown once. */
export const addStaff = (body: CreateStaffRequest) => adminRequest<OneTimeLinkResponse>('/api/admin/users', { method: 'POST', body });
/** Role, active or name, based on the row's version (a stale one gets 409). Deactivating ends their sessions at once. */
export const updateStaff = (id: number, body: UpdateStaffRequest) => adminRequest<StaffUser>(`/api/admin/users/${id}`, { method: 'PATCH', body });
/** A new one-time link that lets the person choose a new password (it ends their sessions when used). */
export const resetStaffPassword = (id: number) => adminRequest<OneTimeLinkResponse>(`/api/admin/users/${id}/reset-password`, { method: 'POST', body: {} });
/** Ends every session of the person now. */
export const endStaffSessions = (id: number) => adminRequest<{ ended: number }>(`/api/admin/users/${id}/sessions`, { method: 'DELETE' });

export const getSecurity = () => adminRequest<SecuritySettings>('/api/admin/security');
export const saveSecurity = (body: SecuritySettings) => adminRequest<SecuritySettings>('/api/admin/security', { method: 'PUT', body });
