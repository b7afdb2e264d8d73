import { describe, expect, it } from 'vitest';
import type { StaffUser } from '../../../../../domain/api/staff';
import { activeQuestion, failedSignIns, linkAction, sortStaff, staffStatus, statusBadge, withoutTwoFactor } from './staff-facts';

const person = (over: Partial<StaffUser>): StaffUser => ({
  id: 1,
  email: 'a@example.com',
  name: null,
  role: 'agent',
  isActive: true,
  twoFactorEnabled: false,
  invitePending: false,
  lastLoginAt: null,
  createdAt: '2026-11-01T00:00:00Z',
  recentFailedSignIns: 0,
  version: 1,
  ...over,
});

describe('the Staff view in words', () => {
  it('says whether an account is active, waiting for its invite, or deactivated', () => {
    expect(staffStatus({ isActive: true, invitePending: false })).toBe('Active');
    expect(staffStatus({ isActive: true, invitePending: true })).toBe('Invite pending');
    expect(staffStatus({ isActive: false, invitePending: true })).toBe('Deactivated');
  });

  it('colours the status: active green, a pending invite highlighted, deactivated muted', () => {
    expect(statusBadge({ isActive: true, invitePending: false })).toBe('success');
    expect(statusBadge({ isActive: true, invitePending: true })).toBe('accent');
    expect(statusBadge({ isActive: false, invitePending: true })).toBe('muted');
  });

  it('says nothing of no failed sign-ins, counts one or two quietly, and highlights three or more', () => {
    expect(failedSignIns(0)).toBeUndefined();
    expect(failedSignIns(1)).toEqual({ text: '1 failed sign-in in the last 24 hours', alert: false });
    expect(failedSignIns(2)?.alert).toBe(false);
    expect(failedSignIns(3)).toEqual({ text: '3 failed sign-ins in the last 24 hours', alert: true });
  });

  it('lists active people first, then by name or e-mail, without reordering the list it was given', () => {
    const given = [person({ id: 1, name: 'zoe' }), person({ id: 2, name: null, email: 'bob@example.com' }), person({ id: 3, name: 'Al', isActive: false }), person({ id: 4, name: 'Cy' })];
    expect(sortStaff(given).map((p) => p.id)).toEqual([2, 4, 1, 3]);
    expect(given.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('asks before deactivating, saying the sessions end at once, and before reactivating', () => {
    const off = activeQuestion({ name: 'Ana', email: 'ana@example.com', isActive: true });
    expect(off.title).toBe('Deactivate Ana?');
    expect(off.description).toMatch(/signed out everywhere at once/);
    expect(activeQuestion({ name: null, email: 'ana@example.com', isActive: false }).confirm).toBe('Reactivate');
  });
});

describe('links and two-factor in words', () => {
  it('offers a new invite to someone who never chose a password, a reset to anyone else', () => {
    expect(linkAction(person({ name: 'Ivy', invitePending: true }))).toMatchObject({ button: 'Resend invite', title: 'Resend the invite to Ivy?', linkTitle: 'New invite link for Ivy' });
    expect(linkAction(person({ name: 'Ivy', invitePending: false }))).toMatchObject({ button: 'Reset password', title: 'Reset the password of Ivy?' });
  });
  it('names the active people without two-factor, in the list’s order', () => {
    const users = [
      person({ id: 1, name: 'Zed', twoFactorEnabled: false }),
      person({ id: 2, name: 'Amy', twoFactorEnabled: true }),
      person({ id: 3, name: 'Bob', twoFactorEnabled: false }),
      person({ id: 4, name: 'Cal', twoFactorEnabled: false, isActive: false }),
    ];
    expect(withoutTwoFactor(users).map((user) => user.name)).toEqual(['Bob', 'Zed']);
  });
});
