import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingRuleListSchema, pricingRuleSchema, pricingRulesQuerySchema, pricingRuleUpdateSchema } from '../../../domain/api/admin/pricing-rules';
import { routeOverrideListSchema, routeOverridesParamsSchema } from '../../../domain/api/admin/route-overrides';
import { versioned } from '../../../domain/api/admin/row-versions';
import { listPricingRules, writePricingRule } from '../../services/admin-content/pricing-rules';
import { listRouteOverrides } from '../../services/admin-content/route-overrides';
import { pricingChanged } from '../../services/pricing';
import { actor } from '../admin-content/actor';
import { expectedVersion, withoutVersion } from '../admin-content/expected-version';

/** The per-hour rules (Pricing Rules view) and what overrides a destination price (Manage Pricing); decision 0029. Guarded by `adminRoutes`. */
export const pricingRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/pricing-rules', { config: { permission: 'content:read' }, schema: { querystring: pricingRulesQuerySchema, response: { 200: pricingRuleListSchema } } }, async (request) =>
    listPricingRules(db, request.query.appContext),
  );

  app.put('/pricing-rules', { config: { permission: 'content:write' }, schema: { body: versioned(pricingRuleUpdateSchema), response: { 200: pricingRuleSchema } } }, async (request) => {
    const rule = await writePricingRule(db, actor(request), withoutVersion(request.body), expectedVersion(request));
    await pricingChanged(app.content, [{ kind: 'rules' }]);
    return rule;
  });

  app.get('/route-overrides/:destinationId', { config: { permission: 'content:read' }, schema: { params: routeOverridesParamsSchema, response: { 200: routeOverrideListSchema } } }, async (request) =>
    listRouteOverrides(db, request.params.destinationId),
  );
};
