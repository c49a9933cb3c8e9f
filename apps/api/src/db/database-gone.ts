// The errors a connection gets when PostgreSQL goes away under it: an administrator's (or a terminal's Ctrl-C)
// shutdown, or a connection refused while it is down. While the server stops, they are the expected end of its
// connections, not a fault worth a stack trace.
// P1001/P1017 and DatabaseNotReachable are Prisma's names for the same: a log batch flushed while stopping, after
// postgres had already stopped, gets them. node-postgres refuses a query on a connection that already failed with
// "Client has encountered a connection error and is not queryable".
const GONE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'P1001', 'P1017']);
const GONE_MESSAGES =
  /terminating connection due to administrator command|Connection terminated|the database system is shutting down|ECONNREFUSED|Can't reach database server|Server has closed the connection|Client has encountered a connection error and is not queryable/;

export function isDatabaseGone(error: unknown): boolean {
  // Drivers and Prisma wrap one another's errors: look down the cause chain.
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && GONE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && GONE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
