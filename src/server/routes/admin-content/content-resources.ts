import { messageResponseSchema } from '../../../domain/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  accreditationBadgeCreateSchema,
  accreditationBadgeUpdateSchema,
  adminContentItemSchemas,
  adminRegionQuerySchema,
  aircraftExperienceImageCreateSchema,
  aircraftExperienceImageUpdateSchema,
  bulkRequestSchema,
  bulkResponseSchema,
  connectingServiceCreateSchema,
  connectingServiceUpdateSchema,
  contentListAnswerSchemas,
  contentListQuerySchemas,
  departureLocationCreateSchema,
  departureLocationUpdateSchema,
  destinationCreateSchema,
  destinationUpdateSchema,
  experienceCreateSchema,
  experienceUpdateSchema,
  heroImageCreateSchema,
  heroImageUpdateSchema,
  pilotTrainingCreateSchema,
  pilotTrainingUpdateSchema,
  regionCreateSchema,
  regionUpdateSchema,
  reorderSchema,
  deleteBodySchema,
  deleteImpactSchema,
  TRASH_ENTRY_HEADER,
  versioned,
} from '../../../domain/api/admin';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { runBulkAction } from '../../services/admin-content/bulk';
import { contentDeleteImpactOf, createContent, deleteContent, reorderContent, updateContent } from '../../services/admin-content/crud';
import { replyAdminList } from '../../plugins/admin-read-cache';
import { listContent, readContentItem } from '../../services/admin-lists/content-lists';
import { RESOURCES, type ResourceType } from '../../services/admin-content/resources';
import { actor } from './actor';
import { expectedVersion } from './expected-version';

interface Forms {
  create: z.ZodType;
  update: z.ZodType;
  /** Supports POST /api/{type}/reorder (SPEC §2). */
  reorder: boolean;
}

const FORMS: Record<ResourceType, Forms> = {
  destinations: { create: destinationCreateSchema, update: destinationUpdateSchema, reorder: true },
  'departure-locations': { create: departureLocationCreateSchema, update: departureLocationUpdateSchema, reorder: true },
  regions: { create: regionCreateSchema, update: regionUpdateSchema, reorder: true },
  experiences: { create: experienceCreateSchema, update: experienceUpdateSchema, reorder: true },
  'connecting-services': { create: connectingServiceCreateSchema, update: connectingServiceUpdateSchema, reorder: false },
  'pilot-training': { create: pilotTrainingCreateSchema, update: pilotTrainingUpdateSchema, reorder: false },
  'hero-images': { create: heroImageCreateSchema, update: heroImageUpdateSchema, reorder: false },
  'aircraft-experience-images': { create: aircraftExperienceImageCreateSchema, update: aircraftExperienceImageUpdateSchema, reorder: false },
  'accreditation-badges': { create: accreditationBadgeCreateSchema, update: accreditationBadgeUpdateSchema, reorder: true },
};

/** GET /api/admin/{type} and /api/admin/{type}/:id, POST /api/admin/{type}/bulk, POST /api/{type}, PUT and DELETE /api/{type}/:id, POST /api/{type}/reorder. */
export const contentResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  for (const [type, forms] of Object.entries(FORMS) as [ResourceType, Forms][]) {
    const resource = RESOURCES[type];

    // Served from the admin read cache while the content is unchanged (plugins/admin-read-cache.ts); the
    // response schema checks each fill.
    app.get(`/admin/${type}`, { schema: { querystring: contentListQuerySchemas[type], response: { 200: contentListAnswerSchemas[type] } } }, async (request, reply) =>
      replyAdminList(request, reply, () => listContent(db, type, request.query)),
    );

    // One row with its version, for an item opened by its address (a shared link, a reload) that is not on the page shown.
    app.get(
      `/admin/${type}/:id`,
      { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, response: { 200: adminContentItemSchemas[type] } } },
      async (request) => (await readContentItem(db, type, request.params.id, request.query.regionId)) as never,
    );

    app.post(`/admin/${type}/bulk`, { schema: { querystring: adminRegionQuerySchema, body: bulkRequestSchema, response: { 200: bulkResponseSchema } } }, async (request, reply) => {
      const answer = await runBulkAction(db, resource, actor(request), request.body, request.query.regionId);
      await app.content.invalidate();
      if (answer.trashEntries) reply.header(TRASH_ENTRY_HEADER, answer.trashEntries.join(', '));
      return answer;
    });

    app.post(`/${type}`, { schema: { querystring: adminRegionQuerySchema, body: forms.create, response: { 201: adminContentItemSchemas[type] } } }, async (request, reply) => {
      const row = await createContent(db, resource, actor(request), request.body as Record<string, unknown>, request.query.regionId);
      await app.content.invalidate();
      // The answer is the row as the admin list shows it (its response schema), read back once.
      return reply.status(201).send(await readContentItem(db, type, Number(row.id), undefined));
    });

    const updateBody = versioned(forms.update);
    app.put(`/${type}/:id`, { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, body: updateBody, response: { 200: adminContentItemSchemas[type] } } }, async (request) => {
      const body = request.body as Record<string, unknown>;
      const row = await updateContent(db, resource, actor(request), request.params.id, body, request.query.regionId, expectedVersion(request));
      await app.content.invalidate();
      return readContentItem(db, type, Number(row.id), undefined);
    });

    app.delete(`/${type}/:id`, { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, body: deleteBodySchema } }, async (request, reply) => {
      const entry = await deleteContent(db, resource, actor(request), request.params.id, request.query.regionId, expectedVersion(request));
      await app.content.invalidate();
      return reply.status(204).header(TRASH_ENTRY_HEADER, String(entry)).send();
    });

    app.get(
      `/admin/${type}/:id/delete-impact`,
      { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, response: { 200: deleteImpactSchema } } },
      async (request) => contentDeleteImpactOf(db, resource, request.params.id, request.query.regionId),
    );

    if (forms.reorder) {
      app.post(`/${type}/reorder`, { schema: { querystring: adminRegionQuerySchema, body: reorderSchema, response: { 200: messageResponseSchema } } }, async (request) => {
        await reorderContent(db, resource, actor(request), request.body.orderedIds, request.query.regionId);
        await app.content.invalidate();
        return { message: 'Items reordered successfully' };
      });
    }
  }
};
