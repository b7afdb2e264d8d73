import { describe, expect, it } from 'vitest';
import { destinationPricingValues } from './pricing';

describe('the columns a destination pricing write sets', () => {
  it('stores prices as decimal dollars and blank prices and widget HTML as null', () => {
    expect(
      destinationPricingValues({
        destinationId: 3,
        aircraftType: '6-passengers',
        sameDayPrice: 54_050,
        scenicPrice: null,
        oneWayPrice: 0,
        sameDayIframeHtml: '<p>calendar</p>',
        scenicIframeHtml: undefined,
        oneWayIframeHtml: null,
      }),
    ).toEqual({
      sameDayPrice: '540.50',
      scenicPrice: null,
      oneWayPrice: '0.00',
      sameDayIframeHtml: '<p>calendar</p>',
      scenicIframeHtml: null,
      oneWayIframeHtml: null,
    });
  });
});
