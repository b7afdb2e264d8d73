import type { CalendarFeedMade, CalendarFeedState } from '../../../../domain/api/admin/calendar-feed';
import type { ChangePasswordRequest, StaffSession } from '../../../../domain/api/staff';
import { adminRequest } from './admin-request';

/** The signed-in person's own account: password, sessions, two-factor. */
export const changePassword = (body: ChangePasswordRequest) => adminRequest<unknown>('/api/auth/password', { method: 'POST', body });
export const listMySessions = () => adminRequest<StaffSession[]>('/api/auth/sessions');
export const endMySession = (id: string) => adminRequest<unknown>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const endMyOtherSessions = () => adminRequest<{ ended: number }>('/api/auth/sessions/end-others', { method: 'POST', body: {} });

export const startTwoFactorSetup = () => adminRequest<{ secret: string; otpauthUrl: string; qrSvg: string }>('/api/auth/two-factor/setup', { method: 'POST', body: {} });
export const enableTwoFactor = (code: string) => adminRequest<{ recoveryCodes: string[] }>('/api/auth/two-factor/enable', { method: 'POST', body: { code } });
export const disableTwoFactor = (password: string) => adminRequest<unknown>('/api/auth/two-factor/disable', { method: 'POST', body: { password } });

/** One's own calendar feed of the bookings: whether there is one, and a new URL (the old one stops working). */
export const getMyCalendarFeed = () => adminRequest<CalendarFeedState>('/api/admin/calendar-feed');
export const resetMyCalendarFeed = () => adminRequest<CalendarFeedMade>('/api/admin/calendar-feed/reset', { method: 'POST', body: {} });
