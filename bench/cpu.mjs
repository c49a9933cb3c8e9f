// CPU time of the server under test and of its PostgreSQL, read from /proc: user + system seconds, a figure that
// other load on a shared machine distorts far less than wall times.
import { readdirSync, readFileSync } from 'node:fs';

const round = (n) => Math.round(n * 10) / 10;
const statOf = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
const cpuSeconds = (pid) => {
  const fields = statOf(pid);
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** CPU seconds of PostgreSQL: the postmaster, its backends now running and those that ended. */
const postgresCpuSeconds = (postmaster) => {
  const own = statOf(postmaster);
  let total = (Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])) / 100;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statOf(entry);
      if (Number(fields[1]) === postmaster) total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      /* the process ended meanwhile */
    }
  }
  return total;
};
/** CPU seconds of the server and of its database, read together. */
export const cpuOf = (server) => ({ node: cpuSeconds(server.pid), db: postgresCpuSeconds(server.postgresPid()) });
export const cpuSince = (before, server) => {
  const now = cpuOf(server);
  return { node: now.node - before.node, db: now.db - before.db };
};
export const addCpu = (a, b) => ({ node: a.node + b.node, db: a.db + b.db });
export const cpuMsPer = (cpu, count) =>
  `server ${round((cpu.node * 1000) / count)} ms, PostgreSQL ${round((cpu.db * 1000) / count)} ms of CPU per request`;
