// translate/suggest on 200,000 real term pairs (CC-CEDICT), queried with misspelled 4-8 character pieces of real
// terms (prefixes and inner substrings, Chinese and English, one character replaced), through HTTP on loopback.
// Compared, in the same run and at the same concurrency, with the naive lookup: a plain `ILIKE '%q%'` on the
// queried column, run as direct SQL with bound values on a session where the trigram indexes cannot be used (as on
// a table without them: a full scan). Targets: suggest p95 <= 20 ms and >= 20x the naive query's throughput.
import pg from 'pg';
import { pinyin } from 'pinyin-pro';
import { cedictPairs, random } from './cedict-terms.mjs';
import { closedLoop, getJson } from './closed-loop.mjs';
import { cpuMsPer, cpuOf, cpuSince } from './cpu.mjs';
import { DURATION } from './lib.mjs';

const TERMS = 200_000;
const QUERIES = 1_000;
/** A search box's load: a few visitors typing at once, not a saturating flood (that measures queueing only). */
const WORKERS = Number(process.env.BENCH_SUGGEST_CONNECTIONS ?? 4);
const FIRST_ID = 4_000_000_000_000_000_000n;

async function seedTerms(client, pairs) {
  const BATCH = 10_000;
  for (let at = 0; at < pairs.length; at += BATCH) {
    const batch = pairs.slice(at, at + BATCH);
    await client.query(
      `
      INSERT INTO translate_entry (id, tenant_id, chinese, english)
      SELECT ($1::bigint + n), '000000', c, e FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS v(c, e, n)`,
      [String(FIRST_ID + BigInt(at)), batch.map((p) => p.chinese), batch.map((p) => p.english)],
    );
  }
  await client.query('VACUUM (FREEZE, ANALYZE) translate_entry');
}

/** A misspelled 4-8 character piece of a real term: a prefix or an inner substring with one character replaced. */
export function misspelledQueries(pairs, count) {
  const next = random(5);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const cjk = [...new Set(pairs.flatMap((p) => [...p.chinese]).filter((c) => /[\u4e00-\u9fff]/.test(c)))];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const queries = [];
  while (queries.length < count) {
    const chinese = queries.length % 2 === 0;
    const pair = pick(pairs);
    const source = chinese ? [...pair.chinese] : pick(pair.english.split(/[^A-Za-z]+/)).split('');
    if (source.length < 4 || (chinese && !source.every((c) => /[\u4e00-\u9fff]/.test(c)))) continue;
    const length = Math.min(source.length, 4 + Math.floor(next() * 5));
    const start = next() < 0.5 ? 0 : Math.floor(next() * (source.length - length + 1));
    const piece = source.slice(start, start + length);
    const at = Math.floor(next() * length);
    const alphabet = chinese ? cjk : letters;
    let replacement = piece[at];
    while (replacement === piece[at]) replacement = alphabet[Math.floor(next() * alphabet.length)];
    piece[at] = replacement;
    queries.push({ column: chinese ? 'chinese' : 'english', text: piece.join('') });
  }
  return queries;
}

/**
 * Whole Chinese terms of 2-8 characters with one character replaced at a random position, each with the term it
 * stands for. `by: 'sound'` replaces it with a character of the same reading (tones aside), the typo a pinyin input
 * method makes (数剧库 for 数据库); `by: 'any'` with any character of the data, a typo no reading explains.
 */
export function chineseTypos(pairs, count, by) {
  const next = random(by === 'sound' ? 11 : 13);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const isCjk = (c) => /[\u4e00-\u9fff]/.test(c);
  const cjk = [...new Set(pairs.flatMap((p) => [...p.chinese]).filter(isCjk))];
  const readings = (c) => pinyin(c, { toneType: 'none', multiple: true, type: 'array' });
  const sameReading = new Map();
  for (const c of cjk) for (const r of readings(c)) sameReading.set(r, [...(sameReading.get(r) ?? []), c]);
  const replacements = (c) => (by === 'sound' ? readings(c).flatMap((r) => sameReading.get(r) ?? []) : cjk).filter((o) => o !== c);
  const typos = [];
  while (typos.length < count) {
    const term = [...pick(pairs).chinese];
    if (term.length < 2 || term.length > 8 || !term.every(isCjk)) continue;
    const at = Math.floor(next() * term.length);
    const options = replacements(term[at]);
    if (!options.length) continue;
    const typo = [...term];
    typo[at] = pick(options);
    typos.push({ column: 'chinese', text: typo.join(''), intended: term.join('') });
  }
  return typos;
}

export default async function translateSuggest(server) {
  const pairs = await cedictPairs(TERMS);
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  let seeded;
  try {
    const t = Date.now();
    await seedTerms(client, pairs);
    seeded = (Date.now() - t) / 1000;
  } finally {
    await client.end();
  }
  const typos = chineseTypos(pairs, 200, 'sound');
  const anyTypos = chineseTypos(pairs, 200, 'any');
  // The timed run mixes both kinds: pieces misspelled (4 in 5) and whole Chinese terms with one wrong character.
  const queries = misspelledQueries(pairs, QUERIES).map((q, i) => (i % 5 === 4 ? typos[((i / 5) % typos.length) | 0] : q));
  const urlOf = (q) => `${server.url}/api/translate/suggest?${new URLSearchParams({ [q.column]: q.text })}`;
  let found = 0;
  for (const q of queries.slice(0, 200)) if ((await getJson(urlOf(q))).data.length) found += 1;
  const intendedFound = async (list) => {
    let hits = 0;
    for (const q of list) if ((await getJson(urlOf(q))).data.some((d) => d.chinese === q.intended)) hits += 1;
    return hits;
  };
  const typosFound = await intendedFound(typos);
  const anyTyposFound = await intendedFound(anyTypos);

  // The naive lookup's pool: index scans off, so the planner cannot use the trigram GIN indexes.
  const naive = new pg.Pool({
    connectionString: server.databaseUrl,
    max: WORKERS,
    options: '-c enable_bitmapscan=off -c enable_indexscan=off',
  });
  const ilike = (q) =>
    naive.query(
      `SELECT id, chinese, english FROM translate_entry
    WHERE tenant_id = $1 AND is_deleted = 0 AND ${q.column === 'chinese' ? 'chinese' : 'english'} ILIKE $2 LIMIT 10`,
      ['000000', `%${q.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    );
  let naiveFound = 0;
  for (const q of queries.slice(0, 200)) if ((await ilike(q)).rows.length) naiveFound += 1;
  try {
    await closedLoop('warm-up', { workers: WORKERS, seconds: 2, call: (i) => getJson(urlOf(queries[i % QUERIES])) });
    const cpuBefore = cpuOf(server);
    const ours = await closedLoop(`GET /api/translate/suggest (${TERMS / 1000}k terms, misspelled 4-8 chars)`, {
      workers: WORKERS,
      seconds: DURATION,
      call: (i) => getJson(urlOf(queries[i % QUERIES])),
    });
    const oursCpu = cpuSince(cpuBefore, server);
    const baseline = await closedLoop("plain ILIKE '%q%' (direct SQL, no trigram index)", {
      workers: WORKERS,
      seconds: DURATION,
      call: (i) => ilike(queries[i % QUERIES]),
    });
    const ratio = ours['req/s'] / baseline['req/s'];
    return {
      rows: [ours, baseline],
      notes: [
        `suggest: ${WORKERS} concurrent callers; ${TERMS} terms seeded in ${seeded.toFixed(1)} s; ${found}/200 misspelled queries found something (ILIKE: ${naiveFound}/200)`,
        `Chinese terms (2-8 characters), one character at a random position replaced by a sound-alike: the intended term among the 10 answers for ${typosFound}/200 (target >= 180)`,
        `... replaced by any character: the intended term among the 10 answers for ${anyTyposFound}/200 (a two-character term then has as many equally likely readings as terms sharing its other character)`,
        `suggest p95 = ${ours['p95 ms']} ms (target <= 20 ms), throughput = ${ratio.toFixed(1)}x plain ILIKE (target >= 20x); ` +
          `${cpuMsPer(oursCpu, ours.calls)} (${ours.calls} requests)`,
      ],
    };
  } finally {
    await naive.end();
  }
}
