/**
 * /__/auth/action — the folder is named %5F%5F because App Router folders starting with `_` are private (not
 * routes); the escaped name gives the URL segment `__`.
 */
import { AuthAction } from '@/features/auth/auth-action';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { getCurrentUser } from '@/features/auth/current-user.server';

export const metadata = authPageMetadata({
  title: 'Account action',
  description: 'Confirm your e-mail or choose a new password for Happenings.',
  path: '/__/auth/action',
});

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AuthActionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const user = await getCurrentUser();
  return (
    <AuthAction
      mode={first(params.mode)}
      token={first(params.token)}
      error={first(params.error)}
      isSignedIn={Boolean(user)}
    />
  );
}
