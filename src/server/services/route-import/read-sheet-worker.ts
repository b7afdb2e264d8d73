/**
 * Worker thread entry (see sheet-reader.ts): reads and checks one uploaded spreadsheet off the event loop
 * and posts the result back. Built as its own file next to the server bundle (scripts/build.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readWorkbookSheets, SheetError } from './read-sheet';
import { validateWorkbook } from './validate-settings';
import type { SheetJob, SheetJobResult } from './sheet-job';

const job = workerData as SheetJob;
let result: SheetJobResult;
try {
  result = { kind: 'checked', ...validateWorkbook(readWorkbookSheets(job.filename, job.bytes, job.maxRows)) };
} catch (error) {
  if (!(error instanceof SheetError)) throw error;
  result = { kind: 'refused', message: error.message, issues: error.issues };
}
parentPort!.postMessage(result);
