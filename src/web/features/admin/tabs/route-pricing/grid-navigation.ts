/**
 * Arrow keys in the price grid: focus the cell box one step away in the direction, stepping over the
 * places without a box (scenic is only on a departure's own row). Answers whether focus moved.
 */
export function moveFocus(from: HTMLElement, row: number, column: number, [rowStep, columnStep]: [number, number]): boolean {
  const table = from.closest('table');
  if (!table) return false;
  const boxes = table.querySelectorAll<HTMLInputElement>('input[data-grid-row]');
  let last = { row: 0, column: 0 };
  for (const box of boxes) last = { row: Math.max(last.row, Number(box.dataset.gridRow)), column: Math.max(last.column, Number(box.dataset.gridColumn)) };
  for (let r = row + rowStep, c = column + columnStep; r >= 0 && c >= 0 && r <= last.row && c <= last.column; r += rowStep, c += columnStep) {
    const target = table.querySelector<HTMLInputElement>(`input[data-grid-row="${r}"][data-grid-column="${c}"]`);
    if (target) {
      target.focus();
      target.select();
      return true;
    }
  }
  return false;
}
