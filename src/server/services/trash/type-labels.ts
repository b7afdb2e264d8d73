import { RESOURCES } from '../admin-content/resources';

/** 'Destination', 'Route price': what a trash entry's type is called in messages. */
export function typeLabel(type: string): string {
  if (type === 'route-pricing') return 'Route price';
  return (RESOURCES as Record<string, { label: string } | undefined>)[type]?.label ?? type;
}

/** The audit entity of a type (the audit log's names). */
export function auditEntity(type: string): string {
  if (type === 'route-pricing') return 'route_pricing';
  return (RESOURCES as Record<string, { entity: string } | undefined>)[type]?.entity ?? type;
}
