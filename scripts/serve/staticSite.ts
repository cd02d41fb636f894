import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {i18n} from '../../config/locales';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  // The pages' Markdown twins (plugins/llms-txt).
  '.md': 'text/markdown; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

/** The locale whose edition a path belongs to, by its first segment (`/pt-br/...`); the default otherwise. */
export function localeOfPath(urlPath: string): string {
  const first = urlPath.split('/')[1];
  return i18n.locales.find((locale) => locale !== i18n.defaultLocale && locale === first) ?? i18n.defaultLocale;
}

/**
 * How long a browser may keep a response. The files under a locale's `assets/` have the hash of their content in
 * their name, so the file at such a URL never changes; pages, feeds and the search index do.
 */
export function cacheControlFor(urlPath: string): string {
  const locale = localeOfPath(urlPath);
  const assets = locale === i18n.defaultLocale ? '/assets/' : `/${locale}/assets/`;
  return urlPath.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

type Resolution = {file: string; status: 200 | 404} | {redirect: string};

/**
 * Maps a URL path to a file of the build: `/x/` → `x/index.html`; `/x` → redirect to `/x/` when that exists;
 * `/x.html` and `/x/index.html` → `x/index.html` (per the spec); anything else → the locale's 404 page.
 */
export function resolvePath(buildDir: string, urlPath: string): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = '/';
  }
  const safe = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '');
  const isFile = (candidate: string) => fs.existsSync(candidate) && fs.statSync(candidate).isFile();
  const inBuild = (relative: string) => path.join(buildDir, relative);

  if (isFile(inBuild(safe))) return {file: inBuild(safe), status: 200};
  if (safe.endsWith('/') && isFile(inBuild(path.join(safe, 'index.html')))) {
    return {file: inBuild(path.join(safe, 'index.html')), status: 200};
  }
  if (!safe.endsWith('/') && isFile(inBuild(path.join(safe, 'index.html')))) return {redirect: `${safe}/`};
  const withoutHtml = safe.replace(/(\/index)?\.html$/, '');
  if (withoutHtml !== safe && isFile(inBuild(path.join(withoutHtml, 'index.html')))) {
    return {file: inBuild(path.join(withoutHtml, 'index.html')), status: 200};
  }
  // A locale left out of a partial build (`--locale en --locale pt-br`) falls back to the default 404 page.
  const locale = localeOfPath(safe);
  const localeNotFound = inBuild(path.join(locale === i18n.defaultLocale ? '' : locale, '404.html'));
  return {file: isFile(localeNotFound) ? localeNotFound : inBuild('404.html'), status: 404};
}

/**
 * The content-codings a request's `Accept-Encoding` accepts (RFC 9110: a coding listed with `q=0` is refused).
 */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const item of String(header ?? '').split(',')) {
    const [name, ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  return accepted;
}

/**
 * What to send for a file: its brotli or gzip twin written by the build (plugins/precompress), brotli first, when
 * the client accepts it; otherwise the file gzipped here (zlib's default level) for a gzip client, or as it is.
 */
export function encodedBody(
  file: string,
  compressible: boolean,
  acceptEncoding: string | string[] | undefined,
): {body: Buffer; encoding?: 'br' | 'gzip'} {
  const accepted = compressible ? acceptedEncodings(acceptEncoding) : new Set<string>();
  for (const [encoding, extension] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (accepted.has(encoding) && fs.existsSync(file + extension)) return {body: fs.readFileSync(file + extension), encoding};
  }
  const body = fs.readFileSync(file);
  return accepted.has('gzip') ? {body: zlib.gzipSync(body), encoding: 'gzip'} : {body};
}

/** A request handler serving the production build of every locale, compressed (`encodedBody`), with long caching for hashed assets. */
export function createStaticSiteHandler(buildDir: string) {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} holds no built site: run \`npm run build\` first`);
  }
  return (request: IncomingMessage, response: ServerResponse) => {
    try {
      serve(request, response);
    } catch (error) {
      console.error(`${request.method} ${request.url}:`, error);
      if (!response.headersSent) response.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      response.end('Internal server error');
    }
  };

  function serve(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const resolution = resolvePath(buildDir, url.pathname);
    if ('redirect' in resolution) {
      response.writeHead(301, {Location: resolution.redirect + url.search});
      response.end();
      return;
    }
    const type = contentTypes[path.extname(resolution.file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cacheControlFor(url.pathname),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    const {body, encoding} = encodedBody(resolution.file, compressible.test(type), request.headers['accept-encoding']);
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    response.writeHead(resolution.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }
}
