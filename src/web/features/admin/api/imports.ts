import type { z } from 'zod';
import type { importFromRegionAnswerSchema, seedLegacyAnswerSchema } from '../../../../domain/api/admin';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

/** POST /api/{connecting-services|pilot-training}/import?regionId with sourceRegionId: copies the source's items. */
export const importFromRegion = (type: 'connecting-services' | 'pilot-training', sourceRegionId: number, regionId: number) =>
  adminRequest<z.infer<typeof importFromRegionAnswerSchema>>(`/api/${type}/import${query({ regionId })}`, { method: 'POST', body: { sourceRegionId } });

/** POST /api/admin/experiences/seed-from-legacy?regionId (empty body): the eight predefined experiences. */
export const seedExperiences = (regionId: number) => adminRequest<z.infer<typeof seedLegacyAnswerSchema>>(`/api/admin/experiences/seed-from-legacy${query({ regionId })}`, { method: 'POST' });
