/**
 * What a media store offers, whichever holds the bytes (spec §7 Media): the local disk (local-disk-storage.ts) or
 * an S3-compatible bucket (s3-storage.ts). The stores implement it here, apart from media-storage.ts, which
 * imports them to choose one.
 */

export interface StoredObject {
  /** The bytes asked for (the whole object, or the requested range). */
  body: ReadableStream<Uint8Array>;
  /** Size of the whole object in bytes. */
  size: number;
  /** A quoted strong validator for HTTP: '"1f2e-18c3a1b2"'. */
  etag: string;
  contentType: string | undefined;
}

/** An inclusive byte range, as HTTP Range writes it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. With a range, the body holds only those bytes. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  has(key: string): Promise<boolean>;
  /** Removes the object; no error when it does not exist. */
  delete(key: string): Promise<void>;
}
