/**
 * Pages paint before the framework's scripts load. Next writes its chunks as `<script src async>` in the head: the
 * browser fetches them beside the page's styles, fonts and first pictures, and runs each as soon as it arrives,
 * often before it draws anything. On a slow connection the visitor waits for ~160 KB of JavaScript to download and
 * run to see content that is already in the HTML (Lighthouse's mobile run puts the largest contentful paint there).
 *
 * This rewrites each such tag, as the HTML streams out, into a call that queues the chunk (and drops Next's
 * preload of its entry chunk); a small loader (chunk-loader.ts), written with the first one, adds the queued
 * chunks once the page has painted what it came with, at most FALLBACK_MS after it is parsed. What this trades: the
 * page becomes interactive after its chunks download following the first paint rather than during it (links and
 * forms work before, as in any HTML page).
 *
 * Only tags carrying a CSP nonce are rewritten, with that nonce on what replaces them (the site's policy has
 * 'strict-dynamic', so the scripts the loader adds are allowed); a page without one is left as it is.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadChunksAfterPaint } from './chunk-loader.ts';

const SCRIPT_TAG =
  /<script src="(\/_next\/static\/[^"<>]+\.js)"((?: (?:async=""|nonce="[^"<>]*"))+)><\/script>/g;
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" nonce="[^"<>]+" href="\/_next\/static\/[^"<>]+\.js"\/>/g;
const NONCE = /nonce="([^"<>]*)"/;
const LOADER_NAME = '__happeningsScript';
const FALLBACK_MS = 1000;
/** Its source with runs of white space (type annotations stripped by Node leave some) folded into one. */
const LOADER = `(${loadChunksAfterPaint.toString().replace(/\s+/g, ' ')})(${JSON.stringify(LOADER_NAME)},${FALLBACK_MS});`;

const CHUNK_TAG_START = '<script src="/_next/static/';
/** Longer than any tag rewritten here: what is held back waiting for its end is never more. */
const MAX_TAG_LENGTH = 512;

/**
 * Where a tag that may need rewriting starts without ending in `text` (a tag cut by the end of a write, or a
 * chunk's script without its end tag yet); -1 when none does.
 */
export function unfinishedTagAt(text: string): number {
  const candidates: number[] = [];
  const open = text.lastIndexOf('<');
  if (open >= 0 && !text.includes('>', open) && /^<(?:[a-z/]|$)/i.test(text.slice(open, open + 2))) {
    candidates.push(open);
  }
  const chunk = text.lastIndexOf(CHUNK_TAG_START);
  if (chunk >= 0 && !text.includes('</script>', chunk)) candidates.push(chunk);
  const start = Math.min(...candidates);
  return candidates.length > 0 && text.length - start <= MAX_TAG_LENGTH ? start : -1;
}

/** A rewriter of one HTML document, fed its text in the pieces it is written in. */
export function createScriptRewriter() {
  let loaderWritten = false;
  let held = '';

  const rewrite = (text: string) =>
    text.replace(SCRIPT_PRELOAD, '').replace(SCRIPT_TAG, (tag, src: string, attributes: string) => {
      const nonce = NONCE.exec(attributes)?.[1];
      if (!nonce || !attributes.includes('async=""')) return tag;
      const loader = loaderWritten ? '' : LOADER;
      loaderWritten = true;
      // The nonce is copied as it stands in the tag, already written as an attribute value.
      return `<script nonce="${nonce}">${loader}self.${LOADER_NAME}(${JSON.stringify(src)})</script>`;
    });

  return {
    /** The rewritten text that can be sent now; a chunk's tag cut at the end of a piece waits for the next. */
    write(piece: string): string {
      const text = held + piece;
      const cut = unfinishedTagAt(text);
      held = cut < 0 ? '' : text.slice(cut);
      return rewrite(cut < 0 ? text : text.slice(0, cut));
    },
    /** What is left at the end of the document. */
    end(): string {
      const rest = held;
      held = '';
      return rewrite(rest);
    },
  };
}

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

type HeaderBag = Record<string, unknown>;

/** Whether the response is an HTML page not encoded by its handler, from its headers and writeHead's. */
function isHtml(response: ServerResponse, given: HeaderBag | undefined): boolean {
  const header = (name: string) => {
    const key = Object.keys(given ?? {}).find((candidate) => candidate.toLowerCase() === name);
    return key ? given?.[key] : response.getHeader(name);
  };
  return /^text\/html\b/i.test(String(header('content-type') ?? '')) && !header('content-encoding');
}

/**
 * Rewrites the HTML a response is sent (any other type passes through). Call before the handler writes, and after
 * anything that must see the rewritten bytes (compression) has wrapped the response: what the response is gets
 * decided when its head is written, before an outer layer adds its own Content-Encoding.
 */
export function rewriteScriptsOf(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'GET') return;
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (
    chunk: Chunk,
    encoding?: BufferEncoding,
    cb?: Callback,
  ) => boolean;
  const end = response.end.bind(response) as (
    chunk?: Chunk,
    encoding?: BufferEncoding,
    cb?: Callback,
  ) => ServerResponse;
  let rewriter: ReturnType<typeof createScriptRewriter> | null | undefined;
  const decoder = new TextDecoder();

  const rewriterFor = (given?: HeaderBag) => {
    if (rewriter === undefined) {
      rewriter = isHtml(response, given) ? createScriptRewriter() : null;
      // The rewritten body has another length than the one the handler may have declared.
      if (rewriter && !response.headersSent) response.removeHeader('content-length');
      if (rewriter && given) {
        for (const key of Object.keys(given)) if (key.toLowerCase() === 'content-length') delete given[key];
      }
    }
    return rewriter;
  };
  response.writeHead = ((...args: unknown[]) => {
    const given = args.find(
      (arg): arg is HeaderBag => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    );
    rewriterFor(given);
    return writeHead(...args);
  }) as typeof response.writeHead;
  const textOf = (chunk: Chunk, encoding?: BufferEncoding) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, encoding).toString()
      : decoder.decode(chunk, { stream: true });

  response.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, cb?: Callback) => {
    const callback = typeof encoding === 'function' ? encoding : cb;
    const charset = typeof encoding === 'string' ? encoding : undefined;
    const active = rewriterFor();
    if (!active) return write(chunk, charset, callback);
    return write(active.write(textOf(chunk, charset)), 'utf8', callback);
  }) as typeof response.write;

  response.end = ((chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, cb?: Callback) => {
    const callback = [chunk, encoding, cb].find((value) => typeof value === 'function') as
      | Callback
      | undefined;
    const body = typeof chunk === 'function' ? undefined : chunk;
    const charset = typeof encoding === 'string' ? encoding : undefined;
    const active = rewriterFor();
    if (!active) return end(body as Chunk, charset, callback);
    const text = (body === undefined ? '' : textOf(body, charset)) + decoder.decode();
    return end(active.write(text) + active.end(), 'utf8', callback);
  }) as typeof response.end;
}
