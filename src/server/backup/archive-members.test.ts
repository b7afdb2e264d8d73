import { describe, expect, it } from 'vitest';
import { checkMemberType, classifyMember } from './archive-members';
import { RestoreRefused } from './restore-refused';

const tables = new Set(['regions', 'admin_users']);
const IMAGE = '0b7c6f9e-6a5d-4c1e-9f3a-2b8d7e6c5a41.webp';

describe('classifyMember', () => {
  it("knows the manifest, a listed table's rows and an upload with a server-made name", () => {
    expect(classifyMember('manifest.json', tables)).toEqual({ kind: 'manifest' });
    expect(classifyMember('tables/admin_users.jsonl', tables)).toEqual({ kind: 'table', table: 'admin_users' });
    expect(classifyMember(`uploads/${IMAGE}`, tables)).toEqual({ kind: 'upload', object: IMAGE });
    expect(classifyMember(`uploads/${IMAGE.replace('.webp', '-640w.webp')}`, tables).kind).toBe('upload');
  });

  it('refuses paths that leave the archive, absolute paths and any other name, quoting the name', () => {
    for (const name of ['uploads/../../../../tmp/x.webp', '/etc/passwd', '../manifest.json', 'tables/../manifest.json', `uploads/sub/${IMAGE}`, 'uploads/x.webp', 'notes.txt', 'tables/regions.json']) {
      expect(() => classifyMember(name, tables), name).toThrow(RestoreRefused);
    }
    expect(() => classifyMember('uploads/../../../../tmp/x.webp', tables)).toThrow(/a member named "uploads\/..\/..\/..\/..\/tmp\/x.webp", which a backup never has/);
  });

  it('refuses the rows of a table the manifest does not list', () => {
    expect(() => classifyMember('tables/pg_authid.jsonl', tables)).toThrow(/"tables\/pg_authid.jsonl", a table its manifest does not list/);
  });
});

describe('checkMemberType', () => {
  it('accepts plain files only', () => {
    expect(() => checkMemberType('manifest.json', 'file')).not.toThrow();
    for (const type of ['symlink', 'link', 'directory', 'character-device', null]) {
      expect(() => checkMemberType(`uploads/${IMAGE}`, type), String(type)).toThrow(RestoreRefused);
    }
  });
});
