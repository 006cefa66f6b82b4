/**
 * A real S3-compatible server for tests (s3rver from npm, in this process, objects in a temporary folder): the
 * media storage's S3 client talks to it over HTTP, SigV4 signatures checked, as it would to AWS or MinIO.
 * s3rver accepts the credentials S3RVER / S3RVER only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  endpoint: string;
  /** Where s3rver keeps the objects (for tests that look at what was written). */
  directory: string;
  close(): Promise<void>;
}

export async function startS3Server(options: { buckets: string[] }): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
