import type { CheckedRows, RowIssue } from './validate-rows';

/** What the main thread hands the sheet worker: the upload (its own copy of the bytes) and the row limit. */
export interface SheetJob {
  filename: string;
  bytes: Uint8Array;
  maxRows: number;
}

/** What the worker answers: checked rows (with row-numbered issues), or the file refused as a whole. */
export type SheetJobResult =
  | ({ kind: 'checked' } & CheckedRows)
  | { kind: 'refused'; message: string; issues: RowIssue[] };
