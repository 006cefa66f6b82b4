/**
 * Reads a multipart upload without trusting the client about its size: a declared Content-Length over the limit is
 * refused before a byte is read, and the bytes actually received are counted as they stream in.
 */
import { invalidField, payloadTooLarge } from '../../errors/api-error.ts';

const MB = 1024 * 1024;

/** spec §7 upload limits per resource type. */
export const UPLOAD_LIMITS = { image: 15 * MB, video: 200 * MB } as const;

/** Room for the multipart boundaries and the small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The largest body accepted before the type is known (the largest file limit plus the envelope). */
export const MAX_UPLOAD_BODY = UPLOAD_LIMITS.video + MULTIPART_OVERHEAD;

export function tooLargeMessage(type: keyof typeof UPLOAD_LIMITS): string {
  const noun = type === 'image' ? 'Images' : 'Videos';
  return `${noun} can be at most ${UPLOAD_LIMITS[type] / MB} MB.`;
}

const overallTooLarge = () =>
  payloadTooLarge(
    `The upload is too large: images can be at most ${UPLOAD_LIMITS.image / MB} MB and videos ${UPLOAD_LIMITS.video / MB} MB.`,
  );

class BodyTooLargeError extends Error {}

/** The form of a multipart/form-data request, or a 413 / 400. */
export async function readUploadForm(request: Request, maxBytes = MAX_UPLOAD_BODY): Promise<FormData> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw overallTooLarge();
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType) || !request.body) {
    throw invalidField('body', 'Expected a multipart/form-data body with the file.');
  }

  let received = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(new BodyTooLargeError());
        else controller.enqueue(chunk);
      },
    }),
  );
  const limited = new Request(request.url, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: counted,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  try {
    return await limited.formData();
  } catch (error) {
    if (received > maxBytes || error instanceof BodyTooLargeError) throw overallTooLarge();
    throw invalidField('body', 'The multipart body could not be read.');
  }
}
