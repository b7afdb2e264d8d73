export const APP_CONTEXTS = ['main', 'twin'] as const;
export type AppContext = (typeof APP_CONTEXTS)[number];

