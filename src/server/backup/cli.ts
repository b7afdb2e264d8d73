import v8 from 'node:v8';
import { loadConfig } from '../config';
import { createBackup } from './backup';
import { restoreBackup } from './restore';
import { restoreLimitsFromEnv } from './restore-limits';
import { RestoreRefused } from './restore-refused';

const USAGE = 'usage: npm run backup -- FILE   |   npm run restore -- FILE [--force]';

/**
 * `backup FILE` and `restore FILE [--force]`, with the server's own configuration (DATA_DIR, DATABASE_URL,
 * S3_*; a restore also reads the RESTORE_MAX_* limits). Prints one plain sentence on failure and exits 1.
 */
async function main(argv: string[]): Promise<void> {
  // PGlite is PostgreSQL compiled to WebAssembly; V8's optimising tier recompiles its hot functions, and
  // that code and its compiler's memory add ~70 MB to a restore, for ~10% of its time. The baseline
  // compiler alone keeps the command within its memory budget (decision 0036 in docs/decisions). Set
  // before PGlite compiles its module, so it applies; the server keeps V8's defaults.
  v8.setFlagsFromString('--liftoff-only');
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1 || (command === 'backup' && force)) {
    throw new RestoreRefused(USAGE);
  }
  const file = files[0]!;
  const config = loadConfig();
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
  if (command === 'backup') {
    const { file: written, manifest } = await createBackup(config, file);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    const uploads =
      manifest.uploads.storage === 'local' ? `${manifest.uploads.files} uploaded files` : `no uploaded files (they stay in the S3 bucket ${manifest.uploads.bucket})`;
    console.log(`Backed up ${where}: ${manifest.tables.length} tables, ${rows} rows, ${uploads}, at migration ${manifest.migration.tag}, to ${written}`);
    return;
  }
  const summary = await restoreBackup(config, file, { force, limits: restoreLimitsFromEnv(process.env), progress: (line) => console.log(line) });
  console.log(
    `Restored ${file} (made ${summary.manifest.createdAt} from ${summary.manifest.source}, migration ${summary.manifest.migration.tag}) into ${where}: ` +
      `${summary.rows} rows, ${summary.files} uploaded files. Start the server as usual; staff sign in again.`,
  );
  for (const note of summary.notes) console.log(note);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
