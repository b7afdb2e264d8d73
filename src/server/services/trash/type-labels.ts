import { ADMIN_CONTENT_TYPES, CONTENT_TYPES, type AdminContentType } from '../../../domain/api/admin';

const isContentType = (type: string): type is AdminContentType => (ADMIN_CONTENT_TYPES as readonly string[]).includes(type);

/** 'Destination', 'Route price': what a trash entry's type is called in messages. */
export function typeLabel(type: string): string {
  if (type === 'route-pricing') return 'Route price';
  return isContentType(type) ? CONTENT_TYPES[type].label : type;
}

/** The audit entity of a type (the audit log's names). */
export function auditEntity(type: string): string {
  if (type === 'route-pricing') return 'route_pricing';
  return isContentType(type) ? CONTENT_TYPES[type].auditEntity : type;
}
