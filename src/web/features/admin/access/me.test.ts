import { describe, expect, it } from 'vitest';
import { meOf } from './me';

const me = { id: 3, email: 'ana@example.com', name: 'Ana', role: 'agent', permissions: ['content:read', 'inquiries'], twoFactorEnabled: true, twoFactorSetupRequired: false };

describe('reading GET /api/auth/me', () => {
  it('takes the answer bare or wrapped in { user }', () => {
    expect(meOf(me)).toEqual(me);
    expect(meOf({ user: me })).toEqual(me);
  });

  it('reads a server from before roles (no role) as its one owner, with the owner permissions and two-factor off', () => {
    expect(meOf({ user: { id: 1, email: 'admin@example.com', name: null } })).toEqual({
      id: 1,
      email: 'admin@example.com',
      name: null,
      role: 'owner',
      permissions: ['content:read', 'content:write', 'inquiries', 'insights', 'audit', 'settings', 'staff'],
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    });
  });

  it('keeps a known role and the setup flag even when another field is missing', () => {
    const read = meOf({ id: 2, email: 'e@example.com', role: 'editor', twoFactorSetupRequired: true });
    expect(read.role).toBe('editor');
    expect(read.permissions).toEqual(['content:read', 'content:write', 'insights']);
    expect(read.twoFactorSetupRequired).toBe(true);
  });
});
