import type { RowIssue } from './validate-rows';
import type { CheckedWorkbook } from './validate-settings';

/** What the main thread hands the sheet worker: the upload (its own copy of the bytes) and the row limit. */
export interface SheetJob {
  filename: string;
  bytes: Uint8Array;
  maxRows: number;
}

/** What the worker answers: checked rows (with row-numbered issues), or the file refused as a whole. */
export type SheetJobResult =
  | ({ kind: 'checked' } & CheckedWorkbook)
  | { kind: 'refused'; message: string; issues: RowIssue[] };
