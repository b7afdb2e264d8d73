/**
 * The address-bar and share-link parameters of the party (kept short: they show in every shared link). A
 * module of its own, without zod, so the size-budgeted embed.js loader can pass a party on by these names.
 */
export const PARTY_PARAMS = { adults: 'adults', children: 'children', weightKg: 'weight', baggageKg: 'bags' } as const;
