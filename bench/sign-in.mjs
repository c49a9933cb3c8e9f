// Sign-in throughput against its floor: the bcrypt floor (bcrypt-floor.mjs) measured in this run, then `admin`'s
// sign-in as the console does it: a captcha fetched, its answer read from table blade_captcha (what a person reads
// off the image), then the token request with Captcha-Key/Captcha-Code. Latency is the token request's; throughput
// counts whole sign-ins, captcha included. Target: >= 75% of the floor's compares/s, p99 within 2x of the floor's.
import pg from 'pg';
import { bcryptFloor } from './bcrypt-floor.mjs';
import { closedLoop } from './closed-loop.mjs';
import { BASIC, CONNECTIONS, DURATION, md5 } from './lib.mjs';

/** The server's bcrypt cost: the bench's server runs with the default (PASSWORD_HASH_COST unset). */
const COST = Number(process.env.PASSWORD_HASH_COST ?? 10);

/**
 * The bench's connections sign one account in from one address at once, and the lockout counts each attempt until
 * its password is known: with the seeded limit (5) most would be refused as guesses. The limit is raised for the
 * run; the lockout's statement runs on every sign-in all the same.
 */
async function raiseFailLimit(server, db, token) {
  await db.query(`UPDATE blade_param SET param_value = '100000' WHERE param_key = 'account.failCount'`);
  const res = await fetch(`${server.url}/api/blade-auth/oauth/clear-cache`, { headers: { 'Blade-Auth': `bearer ${token}` } });
  if (!res.ok) throw new Error(`clear-cache answered ${res.status}`);
}

export default async function signIn(server, token) {
  const floor = await bcryptFloor({ cost: COST, connections: CONNECTIONS, seconds: DURATION });
  const db = new pg.Pool({ connectionString: server.databaseUrl, max: 4 });
  await raiseFailLimit(server, db, token);
  const tokenUrl = `${server.url}/api/blade-auth/oauth/token?grant_type=captcha&username=admin&password=${md5('admin')}&tenantId=000000`;
  const signInLatencies = [];
  try {
    const loop = await closedLoop('sign-in: captcha + POST /api/blade-auth/oauth/token', {
      workers: CONNECTIONS,
      seconds: DURATION,
      call: async () => {
        const { key } = await (await fetch(`${server.url}/api/blade-auth/oauth/captcha`)).json();
        const {
          rows: [{ code }],
        } = await db.query('SELECT code FROM blade_captcha WHERE key = $1', [key]);
        const started = performance.now();
        const res = await fetch(tokenUrl, { method: 'POST', headers: { Authorization: BASIC, 'Captcha-Key': key, 'Captcha-Code': code } });
        const body = await res.json();
        if (!body.access_token) throw new Error(`${res.status} ${JSON.stringify(body)}`);
        signInLatencies.push(performance.now() - started);
      },
    });
    signInLatencies.sort((a, b) => a - b);
    const at = (p) =>
      Math.round(signInLatencies[Math.min(signInLatencies.length - 1, Math.floor((p / 100) * signInLatencies.length))] * 10) / 10;
    const row = { ...loop, 'p50 ms': at(50), 'p95 ms': at(95), 'p99 ms': at(99) };
    // Both ran DURATION seconds: their counts compare exactly where req/s, rounded to whole numbers, would not.
    const share = loop.calls / floor.calls;
    for (const r of [floor, row]) r['req/s'] = Math.round(((r === row ? loop : floor).calls / DURATION) * 10) / 10;
    const tail = row['p99 ms'] / floor['p99 ms'];
    return {
      rows: [floor, row],
      notes: [
        `sign-in = ${(share * 100).toFixed(0)}% of the bcrypt floor (target >= 75%), p99 = ${tail.toFixed(2)}x the floor's (target <= 2x)`,
      ],
    };
  } finally {
    await db.end();
  }
}
