// Operations endpoints: liveness, readiness and the API documentation.
import { routes } from '@blade/contract';
import type { Router } from 'express';
import { readFileSync } from 'node:fs';
import { findUp } from '../../lib/find-up.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { mountApiDocs } from './api-docs.ts';
import { readinessCheck } from './readiness.ts';

const VERSION = (JSON.parse(readFileSync(findUp('package.json', import.meta.dirname), 'utf8')) as { version: string }).version;

export function mountOpsRoutes(mount: Mount, router: Router, s: Pick<Services, 'sql'>): void {
  mount(routes.ops.health, () => ({ status: 'UP' as const }));
  const ready = readinessCheck(s.sql);
  mount(routes.ops.ready, async (_input, { res }) => {
    const answer = await ready();
    if (answer.status !== 'UP') res.status(503);
    return answer;
  });
  mountApiDocs(router, VERSION);
}
