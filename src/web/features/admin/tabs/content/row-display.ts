import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import type { ResourceSpec } from './content-tabs';

/** A row's name: its name or title, as the type says. */
export function rowName<K extends AdminContentType>(spec: ResourceSpec<K>, row: AdminContentItem<K>): string {
  const name = row[spec.nameField];
  return typeof name === 'string' ? name : '';
}

/** What a list shows of a row: its name, the value beside it, and its picture (for an image list; src '' when it has none). */
export interface RowDisplay {
  name: string;
  value: string | undefined;
  picture: { src: string; alt: string } | undefined;
}

export function rowDisplay<K extends AdminContentType>(spec: ResourceSpec<K>, row: AdminContentItem<K>): RowDisplay {
  const name = rowName(spec, row);
  const thumbnail = spec.thumbnail?.(row);
  return {
    name,
    value: spec.value?.(row) || undefined,
    picture: thumbnail && { src: thumbnail.src ?? '', alt: thumbnail.alt || name },
  };
}
