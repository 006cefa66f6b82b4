import { type AddressInfo, connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../testing/sign-up.ts';
import { MAX_BODY_BYTES, MAX_DISCARDED_BYTES } from './request-guards.ts';

const ORIGIN = 'http://localhost:3000';

let t: TestApp;
let ada: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t, { name: 'Ada' });
});
afterAll(async () => {
  await t.close();
});

interface ErrorBody {
  error: { code: string; message: string; details: { field?: string; message: string }[] };
}

async function expectRefused(res: Response, status: number, code: string, field?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  if (field !== undefined) expect(body.error.details[0]?.field).toBe(field);
  return body;
}

const postJson = (path: string, text: string, headers: Record<string, string> = ada.headers) =>
  t.app.request(path, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', origin: ORIGIN },
    body: text,
  });

/** An experience body as JSON text, `name` written into it as it is (escapes included). */
const experience = (name: string) =>
  `{"name":"${name}","when":{"startDate":"2026-12-01","endDate":"2026-12-01"}}`;

describe('path and query', () => {
  it.each([
    ['a NUL byte', '/api/v1/experiences/abc%00def'],
    ['bytes that are not UTF-8', '/api/v1/experiences/%FF'],
    ['an overlong encoding', '/api/v1/experiences/%C0%AF'],
    ['an encoded surrogate', '/api/v1/experiences/%ED%A0%80'],
    ['a malformed escape', '/api/v1/experiences/100%'],
    ['a NUL byte in a public media address', '/media/happenings/image/upload/v1/a%00.jpg'],
  ])('400 naming params for %s in the path', async (_name, path) => {
    const body = await expectRefused(await t.app.request(path), 400, 'BAD_REQUEST', 'params');
    expect(body.error.message).toMatch(/^Invalid params: /);
  });

  it.each([
    ['a NUL byte', 'q=a%00b', 'query.q'],
    ['bytes that are not UTF-8', 'q=%FF', 'query.q'],
    ['an encoded surrogate', 'location=boston-ma&q=%ED%A0%80', 'query.q'],
    ['a NUL byte in a name', 'a%00=1', 'query'],
  ])('400 naming the parameter for %s in the query', async (_name, search, field) => {
    await expectRefused(await t.app.request(`/api/v1/search?${search}`), 400, 'BAD_REQUEST', field);
  });

  it('lets ordinary encoded text through (accents, emoji, + for space)', async () => {
    const res = await t.app.request('/api/v1/search?location=boston-ma&q=caf%C3%A9+%F0%9F%8E%B7');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { query: { text: string } }).query.text).toBe('café 🎷');
  });
});

describe('JSON bodies', () => {
  it.each([
    ['U+0000 in a top-level string', experience('Jazz\\u0000Night'), 'body.name'],
    [
      'U+0000 in a nested string',
      '{"name":"Jazz","when":{"startDate":"2026-12-01\\u0000","endDate":"2026-12-01"}}',
      'body.when.startDate',
    ],
    ['a lone high surrogate', experience('Jazz \\ud83c'), 'body.name'],
    ['a lone low surrogate', experience('\\udfb7 Jazz'), 'body.name'],
    ['U+0000 in an array item', '{"name":"Jazz","categories":["music","\\u0000"]}', 'body.categories.1'],
    ['U+0000 in a key', '{"name":"Jazz","where":{"ci\\u0000ty":"Boston"}}', 'body.where'],
  ])('400 naming the field for %s', async (_name, text, field) => {
    await expectRefused(await postJson('/api/v1/experiences', text), 400, 'BAD_REQUEST', field);
  });

  it('lets a well-formed surrogate pair (an emoji written as escapes) through', async () => {
    const res = await postJson('/api/v1/experiences', experience('Jazz \\ud83c\\udfb7'));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe('Jazz 🎷');
  });

  it('400, not a stack overflow, for U+0000 under very deep nesting', async () => {
    const depth = 200_000;
    const text = `{"name":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    await expectRefused(await postJson('/api/v1/experiences', text), 400, 'BAD_REQUEST');
  });

  it('guards the sign-in routes too, and they still read the body after the guard', async () => {
    const anonymous = { origin: ORIGIN };
    const nul = await postJson(
      '/api/auth/sign-in/email',
      '{"email":"ada\\u0000@example.com","password":"x"}',
      anonymous,
    );
    await expectRefused(nul, 400, 'BAD_REQUEST', 'body.email');
    const wrongPassword = await postJson(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: ada.email, password: 'not the password' }),
      anonymous,
    );
    expect(wrongPassword.status).toBe(401);
  });
});

describe('other bodies', () => {
  it('400 naming the field for U+0000 in an urlencoded body', async () => {
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: 'email=ada%00%40example.com&password=x',
    });
    await expectRefused(res, 400, 'BAD_REQUEST', 'body.email');
  });

  it('400 naming the field for U+0000 in a multipart field outside the upload route', async () => {
    const form = new FormData();
    form.set('email', 'ada\u0000@example.com');
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: ORIGIN },
      body: form,
    });
    await expectRefused(res, 400, 'BAD_REQUEST', 'body.email');
  });
});

describe('body size', () => {
  const overLimit = () => `{"name":"${'x'.repeat(MAX_BODY_BYTES)}"}`;

  it('413 in the error shape for a declared length over 1 MB, anonymous or not', async () => {
    const res = await t.app.request('/api/v1/newsletter', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(100 * 1024 * 1024),
        origin: ORIGIN,
      },
      body: '{}',
    });
    const body = await expectRefused(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(body.error.message).toBe('The request body can be at most 1 MB.');
  });

  it('413 for a body that never ends, sent without a length: read only so far, and the connection closed', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new TextEncoder().encode(' '.repeat(64 * 1024)));
      },
    });
    const res = await t.app.request('/api/v1/experiences', {
      method: 'POST',
      headers: { ...ada.headers, 'content-type': 'application/json', origin: ORIGIN },
      body: endless,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(res.headers.get('connection')).toBe('close');
    await expectRefused(res, 413, 'PAYLOAD_TOO_LARGE');
    // Dropped before the answer, then while the connection closes: each phase stops at MAX_DISCARDED_BYTES.
    expect(sent).toBeLessThan(2 * MAX_DISCARDED_BYTES + 4 * 64 * 1024);
  });

  it('413 for an over-limit body whatever it contains', async () => {
    await expectRefused(await postJson('/api/v1/experiences', overLimit()), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('hands a body just under the limit to the route, which judges it', async () => {
    const text = `{"name":"Jazz","description":"${'x'.repeat(MAX_BODY_BYTES - 100)}"}`;
    const res = await postJson('/api/v1/experiences', text);
    await expectRefused(res, 400, 'BAD_REQUEST', 'body.description');
  });
});

/**
 * A raw connection to a served app, read one answer at a time (every answer here has a Content-Length), that
 * records how it ended: the server's FIN, or an error such as a reset.
 */
function openConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  let hasEnded = false;
  let error: NodeJS.ErrnoException | null = null;
  let wake = () => {};
  const changed = () => wake();
  const nextEvent = () => new Promise<void>((resolve) => (wake = resolve));
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    changed();
  });
  socket.on('end', () => {
    hasEnded = true;
    changed();
  });
  socket.on('error', (caught: NodeJS.ErrnoException) => {
    error = caught;
    changed();
  });

  const takeResponse = () => {
    const headEnd = received.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const [statusLine = '', ...lines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers = new Map(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
      }),
    );
    const end = headEnd + 4 + Number(headers.get('content-length') ?? 0);
    if (received.length < end) return null;
    const body = received.subarray(headEnd + 4, end).toString('utf8');
    received = received.subarray(end);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  };

  return {
    write: (data: string | Buffer) => socket.write(data),
    async readResponse() {
      for (;;) {
        const response = takeResponse();
        if (response) return response;
        if (hasEnded || error)
          throw new Error(`The connection ended before an answer: ${error?.code ?? 'FIN'}`);
        await nextEvent();
      }
    },
    /** Waits for the server to end the connection: 'FIN' when it did so cleanly, else the socket's error code. */
    async ending(): Promise<string> {
      while (!hasEnded && !error) await nextEvent();
      return error ? String(error.code) : 'FIN';
    },
    close: () => socket.destroy(),
  };
}

describe('a refused body on a kept-alive connection', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (framing: string) =>
    `POST /api/v1/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nOrigin: ${ORIGIN}\r\n${framing}\r\n`;
  const health = 'GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
  const chunk = `10000\r\n${' '.repeat(0x10000)}\r\n`;

  async function expectTooLarge(connection: ReturnType<typeof openConnection>) {
    const refused = await connection.readResponse();
    expect(refused.status).toBe(413);
    expect((JSON.parse(refused.body) as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
    return refused;
  }

  it.each([
    ['a declared length', post(`Content-Length: ${2 * MAX_BODY_BYTES}\r\n`), ' '.repeat(2 * MAX_BODY_BYTES)],
    ['chunks (no length)', post('Transfer-Encoding: chunked\r\n'), `${chunk.repeat(32)}0\r\n\r\n`],
  ])(
    'reads a 2 MB body sent with %s to its end, answers 413 and serves the next request on the connection',
    async (_framing, head, body) => {
      const connection = openConnection(port);
      try {
        connection.write(head);
        connection.write(body);
        const refused = await expectTooLarge(connection);
        expect(refused.headers.get('connection')).not.toBe('close');
        connection.write(health);
        expect((await connection.readResponse()).status).toBe(200);
      } finally {
        connection.close();
      }
    },
  );

  it('refuses a cross-origin write with the session cookie after reading its body, and serves the next request', async () => {
    const connection = openConnection(port);
    try {
      const body = JSON.stringify({ email: 'a@example.com', padding: ' '.repeat(MAX_BODY_BYTES / 2) });
      connection.write(
        `POST /api/v1/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nOrigin: https://elsewhere.example\r\nCookie: __session=x\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      for (let at = 0; at < body.length; at += 0x10000) {
        const part = body.slice(at, at + 0x10000);
        connection.write(`${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      connection.write('0\r\n\r\n');
      const refused = await connection.readResponse();
      expect(refused.status).toBe(403);
      expect((JSON.parse(refused.body) as ErrorBody).error.code).toBe('FORBIDDEN_ORIGIN');
      expect(refused.headers.get('connection')).not.toBe('close');
      connection.write(health);
      expect((await connection.readResponse()).status).toBe(200);
    } finally {
      connection.close();
    }
  });

  const upload = (framing: string, authorization = '') =>
    `POST /api/v1/media/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n${authorization}${framing}\r\n`;

  it('drops what a route that reads its own body left unread (the upload, answering 401) and serves the next request', async () => {
    const connection = openConnection(port);
    try {
      connection.write(upload(`Content-Length: ${2 * MAX_BODY_BYTES}\r\n`));
      connection.write(' '.repeat(2 * MAX_BODY_BYTES));
      const refused = await connection.readResponse();
      expect(refused.status).toBe(401);
      expect(refused.headers.get('connection')).not.toBe('close');
      connection.write(health);
      expect((await connection.readResponse()).status).toBe(200);
    } finally {
      connection.close();
    }
  });

  it('closes without a reset after the upload refuses a body declared past 16 MB (its own 413)', async () => {
    const connection = openConnection(port);
    try {
      connection.write(upload('Content-Length: 300000000\r\n', `Authorization: Bearer ${ada.token}\r\n`));
      connection.write(' '.repeat(256 * 1024));
      const refused = await expectTooLarge(connection);
      expect(refused.headers.get('connection')).toBe('close');
      expect(await connection.ending()).toBe('FIN');
    } finally {
      connection.close();
    }
  });

  it.each([
    [
      'declared longer than 16 MB',
      post(`Content-Length: ${10 * MAX_DISCARDED_BYTES}\r\n`),
      ' '.repeat(256 * 1024),
    ],
    [
      'sent past 16 MB in chunks',
      post('Transfer-Encoding: chunked\r\n'),
      chunk.repeat(MAX_DISCARDED_BYTES / 0x10000 + 16),
    ],
  ])(
    'answers a body %s with 413 and Connection: close, then closes without a reset',
    async (_what, head, body) => {
      const connection = openConnection(port);
      try {
        connection.write(head);
        connection.write(body);
        const refused = await expectTooLarge(connection);
        expect(refused.headers.get('connection')).toBe('close');
        // The client waits, having sent part of the body: the server reads what came, then sends its FIN.
        expect(await connection.ending()).toBe('FIN');
      } finally {
        connection.close();
      }
    },
  );
});
