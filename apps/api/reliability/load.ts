/**
 * Concurrent request loops against API processes, recording every request's outcome, so a test can say which
 * requests were answered, which failed and when.
 */

export interface RequestRecord {
  label: string;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or 0 when no response came (connection refused or reset). */
  status: number;
  /** The response body of a non-2xx answer (to check its error shape). */
  errorBody?: unknown;
}

export interface Load {
  readonly records: readonly RequestRecord[];
  /** Lets every loop finish its current request, then resolves with all records. */
  stop(): Promise<RequestRecord[]>;
}

/** A request a loop sends; `label` groups records (e.g. 'search', 'follow'). */
export type LoadStep = (
  worker: number,
  iteration: number,
) => { label: string; send: () => Promise<Response> };

export function startLoad(concurrency: number, step: LoadStep): Load {
  const records: RequestRecord[] = [];
  let stopping = false;
  const loop = async (worker: number) => {
    for (let iteration = 0; !stopping; iteration += 1) {
      const { label, send } = step(worker, iteration);
      records.push(await timeRequest(label, send));
    }
  };
  const loops = Array.from({ length: concurrency }, (_, worker) => loop(worker));
  return {
    records,
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return records;
    },
  };
}

/** Sends one request and records its outcome; never throws. */
export async function timeRequest(label: string, send: () => Promise<Response>): Promise<RequestRecord> {
  const startedAt = Date.now();
  try {
    const response = await send();
    const record: RequestRecord = { label, startedAt, endedAt: 0, status: response.status };
    if (response.ok) await response.arrayBuffer();
    else record.errorBody = await response.json().catch(() => null);
    record.endedAt = Date.now();
    return record;
  } catch {
    return { label, startedAt, endedAt: Date.now(), status: 0 };
  }
}
