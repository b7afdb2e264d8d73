import { describe, expect, it } from 'vitest';
import { auditHeadline } from './headline';

describe('the audit line of a price or an import', () => {
  it('gives a route price’s old and new price, the price set on create and the one held on delete', () => {
    expect(auditHeadline({ action: 'update', entity: 'route_pricing', before: { price: '450.00', isActive: true }, after: { price: '500.00', isActive: true } })).toBe(
      'price A$450.00 → A$500.00',
    );
    expect(auditHeadline({ action: 'create', entity: 'route_pricing', before: null, after: { price: '1234.50' } })).toBe('price A$1,234.50');
    expect(auditHeadline({ action: 'delete', entity: 'route_pricing', before: { price: '99.00' }, after: null })).toBe('price A$99.00');
    // An adjustment by date (decision 0063): its name and by how much.
    expect(auditHeadline({ action: 'create', entity: 'price_adjustments', before: null, after: { name: 'Weekend', unit: 'percent', value: 10 } })).toBe('Weekend +10%');
    expect(auditHeadline({ action: 'update', entity: 'price_adjustments', before: { name: 'Weekend', unit: 'percent', value: 10 }, after: { name: 'Weekend', unit: 'percent', value: -5 } })).toBe(
      'Weekend +10% → -5%',
    );
    expect(auditHeadline({ action: 'delete', entity: 'price_adjustments', before: { name: 'Christmas', unit: 'amount', value: 300 }, after: null })).toBe('Christmas +A$300.00');
    // Only the widget HTML changed: no price to name.
    expect(auditHeadline({ action: 'update', entity: 'route_pricing', before: { price: '450.00', iframeHtml: null }, after: { price: '450.00', iframeHtml: '<p>x</p>' } })).toBeUndefined();
  });
  it('names each destination price that changed, blank as none', () => {
    expect(
      auditHeadline({
        action: 'update',
        entity: 'destination_pricing',
        before: { sameDayPrice: '700.00', scenicPrice: null, oneWayPrice: '300.00' },
        after: { sameDayPrice: '750.00', scenicPrice: '200.00', oneWayPrice: '300.00' },
      }),
    ).toBe('same-day A$700.00 → A$750.00, scenic none → A$200.00');
  });
  it('gives an import’s counts', () => {
    const after = { rows: 120, createdRoutes: 3, updatedRoutes: 5, unchangedRoutes: 112, createdDestinations: 1, createdDepartures: 0 };
    expect(auditHeadline({ action: 'import', entity: 'route_pricing', before: null, after })).toBe('120 rows: 3 new, 5 changed, 112 unchanged route prices; 1 new destination');
  });
  it('adds nothing to other lines', () => {
    expect(auditHeadline({ action: 'update', entity: 'destination', before: { name: 'A' }, after: { name: 'B' } })).toBeUndefined();
  });
});
