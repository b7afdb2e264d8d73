import { z } from 'zod';

/**
 * How much of an archive a restore accepts. Every byte is counted as it is unpacked, so a small file that
 * expands to gigabytes is refused when it crosses a bound, long before memory or disk run out.
 */
export interface RestoreLimits {
  /** Everything the .tar.gz unpacks to (tar headers included). */
  maxExpandedBytes: number;
  /** One tables/<name>.jsonl member. */
  maxTableBytes: number;
  /** One row: a line is held whole while it is checked (the largest legitimate rows are trash entries). */
  maxLineBytes: number;
  /** One uploads/<file> member: a WebP the server re-encoded from an image of at most 10 MB. */
  maxUploadBytes: number;
  /** manifest.json: a few kilobytes in practice. */
  maxManifestBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_RESTORE_LIMITS: RestoreLimits = {
  maxExpandedBytes: 8192 * MB,
  maxTableBytes: 4096 * MB,
  maxLineBytes: 16 * MB,
  maxUploadBytes: 32 * MB,
  maxManifestBytes: 1 * MB,
};

/** The environment settings of the limits an operator may raise (or a test lower), in whole megabytes. */
export const RESTORE_LIMIT_SETTINGS = {
  RESTORE_MAX_EXPANDED_MB: 'maxExpandedBytes',
  RESTORE_MAX_TABLE_MB: 'maxTableBytes',
  RESTORE_MAX_LINE_MB: 'maxLineBytes',
} as const satisfies Record<string, keyof RestoreLimits>;

export type RestoreLimitSetting = keyof typeof RESTORE_LIMIT_SETTINGS;

const megabytes = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: `${name} must be a number of megabytes` })
      .int({ error: `${name} must be a whole number of megabytes` })
      .min(1, { error: `${name} must be at least 1` })
      .max(1024 * 1024, { error: `${name} must be at most 1048576 (a terabyte)` })
      .optional(),
  );

const settingsSchema = z.object({
  RESTORE_MAX_EXPANDED_MB: megabytes('RESTORE_MAX_EXPANDED_MB'),
  RESTORE_MAX_TABLE_MB: megabytes('RESTORE_MAX_TABLE_MB'),
  RESTORE_MAX_LINE_MB: megabytes('RESTORE_MAX_LINE_MB'),
});

/** The defaults, with what the environment sets; a malformed setting is refused in plain words. */
export function restoreLimitsFromEnv(env: NodeJS.ProcessEnv): RestoreLimits {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  const limits = { ...DEFAULT_RESTORE_LIMITS };
  for (const [setting, key] of Object.entries(RESTORE_LIMIT_SETTINGS)) {
    const value = parsed.data[setting as RestoreLimitSetting];
    if (value !== undefined) limits[key] = value * MB;
  }
  return limits;
}

/** "16 MB (RESTORE_MAX_LINE_MB)": a bound as a message names it, with the setting that raises it. */
export function describeLimit(limits: RestoreLimits, key: keyof RestoreLimits): string {
  const setting = Object.entries(RESTORE_LIMIT_SETTINGS).find(([, k]) => k === key)?.[0];
  const size = limits[key] >= MB ? `${Math.round((limits[key] / MB) * 10) / 10} MB` : `${limits[key]} bytes`;
  return setting ? `${size} (${setting})` : size;
}
