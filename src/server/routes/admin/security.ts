import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { securitySettingsSchema } from '../../../domain/api/staff';
import { readSecuritySettings, writeSecuritySettings } from '../../services/auth/security-settings';
import { actor } from '../admin-content/actor';

const SETTINGS = { permission: 'settings' } as const;

/** GET/PUT /security (owner): require two-factor sign-in for everyone. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/security', { config: SETTINGS, schema: { response: { 200: securitySettingsSchema } } }, async () => {
    const { requireTwoFactor } = await readSecuritySettings(db);
    return { requireTwoFactor };
  });

  app.put('/security', { config: SETTINGS, schema: { body: securitySettingsSchema, response: { 200: securitySettingsSchema } } }, async (request) =>
    writeSecuritySettings(db, { ...actor(request), twoFactorEnabled: request.adminSession?.twoFactorEnabled ?? false }, request.body, app.now()),
  );
};
