import { z } from 'zod';

export const APP_CONTEXTS = ['main', 'twin'] as const;
export type AppContext = (typeof APP_CONTEXTS)[number];

export const appContextSchema = z.enum(APP_CONTEXTS, { error: () => 'App context must be main or twin' });
