// The built console's files as they go over the wire: the brotli or gzip copy made at build time
// (apps/web/scripts/precompress.mjs) when the browser accepts it, and caching by kind: files whose name carries
// their content hash (assets/) never change, so browsers keep them a year without asking; everything else
// (index.html, the favicon) is revalidated, so a new release shows at once.
import express from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const HASHED = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The encodings precompressed copies exist for, in the order they are preferred. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const accepts = (header: string | undefined, encoding: string) =>
  (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });

export function consoleAssets(dist: string) {
  const cacheControl = (urlPath: string) => (HASHED.test(urlPath) ? IMMUTABLE : REVALIDATE);
  const plain = express.static(dist, {
    index: false,
    maxAge: 0,
    setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControl(`/${path.relative(dist, file).split(path.sep).join('/')}`)),
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = path.join(dist, path.normalize(decodeURIComponent(req.path)));
    } catch {
      return next(); // a malformed escape names no file
    }
    if (!file.startsWith(dist + path.sep)) return next();
    const encoding = ENCODINGS.find((e) => accepts(req.headers['accept-encoding'], e.name) && existsSync(file + e.suffix));
    res.vary('Accept-Encoding');
    if (!encoding) {
      plain(req, res, next);
      return;
    }
    res.setHeader('Content-Encoding', encoding.name);
    res.type(path.extname(file));
    res.sendFile(
      file + encoding.suffix,
      { headers: { 'Cache-Control': cacheControl(req.path) }, lastModified: true, cacheControl: false },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
