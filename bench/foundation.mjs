// Foundation figures: the health route, menu/routes as admin (target >= 30% of health). Sign-in: sign-in.mjs.
import { measure } from './lib.mjs';

export default async function foundation(server, token) {
  const rows = [];
  rows.push(await measure('GET /api/health', { url: `${server.url}/api/health` }));
  rows.push(
    await measure('GET /api/blade-system/menu/routes (admin)', {
      url: `${server.url}/api/blade-system/menu/routes`,
      headers: { 'Blade-Auth': `bearer ${token}` },
    }),
  );
  const ratio = rows[1]['req/s'] / rows[0]['req/s'];
  return { rows, notes: [`menu/routes throughput = ${(ratio * 100).toFixed(0)}% of health (target >= 30%)`] };
}
