import { z } from 'zod';

/** One page of a list: the rows of the page and how many rows match the filters in all. */
export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int().min(0) });
export interface Page<T> {
  items: T[];
  total: number;
}

/** A list read: the plain array without paging parameters (what the first clients read), a page with them (decision 0024). */
export const listAnswerSchema = <T extends z.ZodType>(item: T) => z.union([z.array(item), pageSchema(item)]);
