/**
 * A stand-in for Expo's push service (POST /--/api/v2/push/send) on a free local port, for tests: it keeps every
 * request it was sent and answers one ticket per message — DeviceNotRegistered for the tokens a test marks gone —
 * or, when told, fails the whole request as Expo does when it is overloaded.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedPushRequest {
  headers: IncomingHttpHeaders;
  messages: Array<Record<string, unknown> & { to: string }>;
}

export interface ExpoPushCapture {
  /** Where to point EXPO_PUSH_URL. */
  url: string;
  requests: CapturedPushRequest[];
  /** Tokens whose tickets say DeviceNotRegistered. */
  goneTokens: Set<string>;
  /** While set, every request is answered with this status and Expo's error body. */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startExpoPushCapture(): Promise<ExpoPushCapture> {
  const capture: Omit<ExpoPushCapture, 'url' | 'close'> = {
    requests: [],
    goneTokens: new Set(),
    failWith: null,
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const messages = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CapturedPushRequest['messages'];
    capture.requests.push({ headers: req.headers, messages });
    res.setHeader('content-type', 'application/json');
    if (capture.failWith !== null) {
      res.statusCode = capture.failWith;
      res.end(JSON.stringify({ errors: [{ code: 'INTERNAL_SERVER_ERROR', message: 'Try again later.' }] }));
      return;
    }
    const data = messages.map((message, index) =>
      capture.goneTokens.has(message.to)
        ? {
            status: 'error',
            message: `"${message.to}" is not a registered push notification recipient`,
            details: { error: 'DeviceNotRegistered' },
          }
        : { status: 'ok', id: `ticket-${capture.requests.length}-${index}` },
    );
    res.end(JSON.stringify({ data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(capture, {
    url: `http://127.0.0.1:${port}/--/api/v2/push/send`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
