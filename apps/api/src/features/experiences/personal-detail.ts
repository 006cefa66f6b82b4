/**
 * A signed-in reader's answer about one experience, from the public one (public-answer-cache.ts): for anyone but
 * its creator and its host's owner, the two answers differ only in `isInterested`, the reader's own mark, read
 * fresh on every request (one round trip, readViewerOfExperience). So the kept public text is sent with that one
 * field added, and each of its two variants is compressed once per kept answer instead of the whole answer being
 * built, validated and compressed per reader. The creator and the host's owner (who may edit it, see its review
 * and its moderation, and see it as a draft) get theirs built in full.
 */
import type { Context } from 'hono';
import type { HotAnswer } from '../../cache/hot-answers.ts';
import type { AppEnv } from '../../context.ts';
import { COMPRESSION_THRESHOLD_BYTES, chooseEncoding, compress } from '../../http/compression.ts';

/** Who an answer's experience belongs to, read once per kept answer. */
export interface DetailOwners {
  id: string;
  creatorId: string;
  hostId: string | null;
}

const ownersByAnswer = new WeakMap<HotAnswer, DetailOwners>();
/** The personal variants of a kept answer: text and compressed bodies by "true|false" and encoding. */
const variantsByAnswer = new WeakMap<HotAnswer, Map<string, string | Uint8Array>>();

export function ownersOf(answer: HotAnswer): DetailOwners {
  let owners = ownersByAnswer.get(answer);
  if (!owners) {
    const body = JSON.parse(answer.text) as { id: string; creatorId: string; hostId: string | null };
    owners = { id: body.id, creatorId: body.creatorId, hostId: body.hostId ?? null };
    ownersByAnswer.set(answer, owners);
  }
  return owners;
}

/** The public answer (a JSON object never holding `isInterested`) with the reader's own mark added. */
export async function sendWithInterest(
  c: Context<AppEnv>,
  answer: HotAnswer,
  isInterested: boolean,
): Promise<Response> {
  let variants = variantsByAnswer.get(answer);
  if (!variants) {
    variants = new Map();
    variantsByAnswer.set(answer, variants);
  }
  const textKey = String(isInterested);
  let text = variants.get(textKey) as string | undefined;
  if (text === undefined) {
    text = `${answer.text.slice(0, answer.text.lastIndexOf('}'))},"isInterested":${isInterested}}`;
    variants.set(textKey, text);
  }
  const headers: Record<string, string> = { 'content-type': 'application/json', vary: 'Accept-Encoding' };
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!encoding || text.length < COMPRESSION_THRESHOLD_BYTES) return c.body(text, 200, headers);
  const bodyKey = `${textKey}:${encoding}`;
  let body = variants.get(bodyKey) as Uint8Array | undefined;
  if (!body) {
    body = await compress(new TextEncoder().encode(text), encoding);
    variants.set(bodyKey, body);
  }
  return c.body(body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'content-encoding': encoding });
}
