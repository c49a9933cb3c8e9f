// Structured logs: one JSON line per event (pino), ready for `docker compose logs` and any log shipper.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ level, base: { service: 'blade-console' }, timestamp: pino.stdTimeFunctions.isoTime });
}
