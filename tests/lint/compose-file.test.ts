/**
 * compose.yaml as operators run it (docs/operations.md, "Containers"): every image pinned to a release, so
 * that a `docker compose pull` months later runs what was tried; the first owner's password needed only at
 * the first start; the commit passed to the app's build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../src/server/paths';

interface Service {
  image?: string;
  build?: { context: string; args?: Record<string, string> };
  environment?: Record<string, string>;
}

const compose = parse(readFileSync(path.join(PROJECT_ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };

describe('compose.yaml', () => {
  it('pins every image to a release: a tag with a minor version or a release stamp, never latest or none', () => {
    const images = Object.values(compose.services).flatMap((service) => (service.image ? [service.image] : []));
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const image of images) expect(image, image).toMatch(/^[a-z0-9./-]+:(\d+\.\d+[\w.-]*|RELEASE\.[\w.-]+)$/);
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD at no start, and builds the app with the GIT_COMMIT argument', () => {
    for (const name of ['app1', 'app2']) {
      const app = compose.services[name]!;
      expect(app.environment?.ADMIN_EMAIL).toBe('${ADMIN_EMAIL:-}');
      expect(app.environment?.ADMIN_PASSWORD).toBe('${ADMIN_PASSWORD:-}');
      expect(app.build).toEqual({ context: '.', args: { GIT_COMMIT: '${GIT_COMMIT:-}' } });
    }
  });
});
