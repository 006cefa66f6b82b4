/**
 * Runs one job of a queue now and waits for it, for tests. A scheduled tick of a 'stately' queue may be waiting
 * already (the send then answers null): the send is tried again until the queue takes it.
 */
import type { JobEngine, JobOutcome } from './job-engine.ts';
import type { JobQueues } from './job-queue.ts';

export async function runJobOnce<Q extends JobQueues>(
  engine: JobEngine<Q>,
  name: keyof Q & string,
): Promise<JobOutcome> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const id = await engine.sendJob(name, {} as never);
    if (id) return engine.waitForJob(name, id);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The queue ${name} took no job`);
}
