/**
 * The back office's side, for the app's tests of what hosts and visitors see of it: the demo staff account the
 * API seeds (staff@example.com, every staff role), signed in through better-auth, and its decisions.
 */
import { sendJson, type TestAccount, testApiUrl } from './api-fixtures.ts';

const DEMO_STAFF = { email: 'staff@example.com', password: 'happenings-demo', name: 'Demo Staff' };

let staff: Promise<TestAccount> | null = null;

/** A session of the demo staff account (one per test file). */
export function signInStaff(): Promise<TestAccount> {
  staff ??= (async () => {
    const response = await fetch(`${testApiUrl()}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
    });
    const token = response.headers.get('set-auth-token');
    if (!response.ok || !token) throw new Error(`staff sign-in failed: ${response.status}`);
    return { ...DEMO_STAFF, token };
  })();
  return staff;
}

/** An editor sends the experience back to its host with `reason`. */
export async function rejectExperience(id: string, reason: string): Promise<void> {
  const { token } = await signInStaff();
  const { status, body } = await sendJson('POST', `/api/v1/staff/review/${id}/reject`, token, { reason });
  if (status !== 200) throw new Error(`rejecting failed: ${status} ${JSON.stringify(body)}`);
}
