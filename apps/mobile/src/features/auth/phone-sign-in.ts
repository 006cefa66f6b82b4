/**
 * Phone sign-in's calls (spec §1 phone with a code; §5 "Phone sign-in uses an invisible verification challenge and
 * a code"), the same the website makes: GET /api/v1/auth/phone-challenge, solved on the device without the person
 * doing anything (@happenings/domain/auth), then POST /api/auth/phone-number/send-otp with the solution in
 * X-Phone-Challenge; the texted code goes to POST /api/auth/phone-number/verify, whose `set-auth-token` is the
 * session's bearer token. A number the API has not seen makes a new account there.
 */
import { solvePhoneChallenge } from '@happenings/domain/auth';

export type PhoneStep = 'send-code' | 'verify-code';

export type PhoneResult<T = null> = { ok: true; value: T } | { ok: false; message: string };

interface ErrorBody {
  code?: string;
  error?: { code?: string };
}

/** What people read when a step fails, by the API's (or better-auth's) error code and status. */
export function describePhoneFailure(step: PhoneStep, status: number, body: ErrorBody | null): string {
  const code = body?.error?.code ?? body?.code;
  if (status === 429) return 'Too many attempts. Wait a minute and try again.';
  if (status === 0 || status >= 500)
    return 'Could not reach Happenings. Check your connection and try again.';
  switch (code) {
    case 'INVALID_OTP':
      return 'That code is not right. Check the text message and try again.';
    case 'OTP_EXPIRED':
      return 'That code has expired. Send a new one.';
    case 'TOO_MANY_ATTEMPTS':
      return 'Too many wrong codes. Send a new one.';
    case 'INVALID_PHONE_NUMBER':
      return 'Enter a valid phone number.';
    case 'PHONE_CHALLENGE_FAILED':
    case 'CHALLENGE_REQUIRED':
      return 'We could not check that this is a person. Try again.';
  }
  if (step === 'verify-code' && (status === 400 || status === 401))
    return 'That code is not right or has expired.';
  if (step === 'send-code' && status === 400) return 'Enter a valid phone number.';
  return 'Something went wrong. Try again in a moment.';
}

export class PhoneSignIn {
  constructor(private readonly apiUrl: string) {}

  /** Solves a fresh challenge, then asks for the code to be texted to `phoneNumber` (E.164). */
  async sendCode(phoneNumber: string): Promise<PhoneResult> {
    const solved = await this.solveChallenge();
    if (!solved.ok) return solved;
    const answer = await this.post('/api/auth/phone-number/send-otp', { phoneNumber }, solved.value);
    if (!answer) return { ok: false, message: describePhoneFailure('send-code', 0, null) };
    if (!answer.response.ok) {
      return { ok: false, message: describePhoneFailure('send-code', answer.response.status, answer.body) };
    }
    return { ok: true, value: null };
  }

  /** Checks the code; answers the new session's bearer token. */
  async verifyCode(phoneNumber: string, code: string): Promise<PhoneResult<string>> {
    const answer = await this.post('/api/auth/phone-number/verify', { phoneNumber, code });
    if (!answer) return { ok: false, message: describePhoneFailure('verify-code', 0, null) };
    const token = answer.response.headers.get('set-auth-token');
    if (!answer.response.ok || !token) {
      return { ok: false, message: describePhoneFailure('verify-code', answer.response.status, answer.body) };
    }
    return { ok: true, value: token };
  }

  private async solveChallenge(): Promise<PhoneResult<Record<string, string>>> {
    let response: Response;
    try {
      response = await this.request('/api/v1/auth/phone-challenge', { method: 'GET' });
    } catch {
      return { ok: false, message: describePhoneFailure('send-code', 0, null) };
    }
    const body = (await response.json().catch(() => null)) as
      | (ErrorBody & { challenge?: string; difficulty?: number })
      | null;
    if (!response.ok || !body?.challenge || typeof body.difficulty !== 'number') {
      return { ok: false, message: describePhoneFailure('send-code', response.status, body) };
    }
    const nonce = await solvePhoneChallenge(body.challenge, body.difficulty);
    return { ok: true, value: { 'x-phone-challenge': `${body.challenge}:${nonce}` } };
  }

  private async post(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ response: Response; body: ErrorBody | null } | null> {
    try {
      const response = await this.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { response, body: (await response.json().catch(() => null)) as ErrorBody | null };
    } catch {
      return null;
    }
  }

  private request(path: string, init: RequestInit): Promise<Response> {
    // The bearer token is the app's only credential (session.ts): no cookie jar.
    return globalThis.fetch(`${this.apiUrl}${path}`, { ...init, credentials: 'omit' });
  }
}
