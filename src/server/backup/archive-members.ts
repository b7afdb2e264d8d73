import { SAFE_OBJECT_NAME } from '../services/uploads/storage';
import { MANIFEST_NAME, UPLOADS_PREFIX } from './manifest';
import { RestoreRefused, showName } from './restore-refused';

export type ArchiveMember = { kind: 'manifest' } | { kind: 'table'; table: string } | { kind: 'upload'; object: string };

const TABLE_MEMBER = /^tables\/([a-z_][a-z0-9_]{0,62})\.jsonl$/;

/**
 * What a member of an archive is, by its exact name: `manifest.json`, `tables/<a table the manifest
 * lists>.jsonl` or `uploads/<a name the server makes>`. Anything else (`..`, an absolute path, a folder, a
 * table the manifest does not list) is refused: a backup never holds it, and no name from an archive is
 * ever used as a path or in SQL.
 */
export function classifyMember(name: string, manifestTables: ReadonlySet<string>): ArchiveMember {
  if (name === MANIFEST_NAME) return { kind: 'manifest' };
  const table = TABLE_MEMBER.exec(name)?.[1];
  if (table !== undefined) {
    if (manifestTables.has(table)) return { kind: 'table', table };
    throw new RestoreRefused(`The backup holds ${showName(name)}, a table its manifest does not list: the file is damaged or was not made by \`npm run backup\``);
  }
  if (name.startsWith(UPLOADS_PREFIX) && SAFE_OBJECT_NAME.test(name.slice(UPLOADS_PREFIX.length))) {
    return { kind: 'upload', object: name.slice(UPLOADS_PREFIX.length) };
  }
  throw new RestoreRefused(
    `The backup holds a member named ${showName(name)}, which a backup never has (only manifest.json, tables/<table>.jsonl and uploads/<file>.webp): the file is damaged or was not made by \`npm run backup\``,
  );
}

/** Only plain files: a link, a folder or a device in an archive is refused, whatever its name. */
export function checkMemberType(name: string, type: string | null | undefined): void {
  if (type !== 'file') {
    throw new RestoreRefused(`The backup holds ${showName(name)} as a ${type ?? 'entry of unknown type'}, not a plain file: the file is damaged or was not made by \`npm run backup\``);
  }
}
