export { applyBulkChange } from './apply';
export { listBulkChanges } from './list';
export { previewBulkChange } from './preview';
export { undoBulkChange } from './undo';
