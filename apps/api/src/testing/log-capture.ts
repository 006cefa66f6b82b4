/** A logger whose lines a test reads back: what an operator would see on stdout, as JSON. */
import { Writable } from 'node:stream';
import type { LogLevel } from '../env.ts';
import { createLogger, type Logger } from '../logging/logger.ts';

export interface LogCapture {
  logger: Logger;
  /** Every line written so far, raw (what a grep over the log file sees). */
  text(): string;
  /** The lines parsed. */
  lines(): Record<string, unknown>[];
}

export function captureLogs(level: LogLevel = 'trace'): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ level, pretty: false, destination: stream });
  const text = () => chunks.join('');
  return {
    logger,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
