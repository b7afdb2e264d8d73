const amountFormat = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 5000 -> '5,000.00': what the Minimum field shows (its label says A$). */
export const formatAmount = (dollars: number): string => amountFormat.format(dollars);
/** What staff type, as the number the API reads: '5,000.00', 'A$ 5 000' -> '5000.00', '5000'. */
export const plainAmount = (text: string): string => text.replace(/A?\$|[,\s\u00a0]/g, '');

/** The charges as staff read them beside the form, word for word what the price resolver does (decision 0069). */
export const CHARGES_RULE_TEXT =
  'Fuel surcharge: this percentage of the flying (the flight after its season and date adjustments) is added to every estimate of the region, ' +
  'as a line of its own. Passenger levy: charged per passenger of the party the visitor gives (children pay the child levy when one is set); ' +
  'an estimate without a party shows it for every seat of the aircraft, and says so. Leave 0 for none. The booking fee is then charged on the ' +
  'flight and every charge. Landing and parking fees are set on each departure and destination.';
