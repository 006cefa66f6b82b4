import { AuthFrame } from '@/features/auth/auth-frame';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { readNextParam } from '@/features/auth/next-path';
import { VerifyEmailPanel } from '@/features/auth/verify-email-panel';

export const metadata = authPageMetadata({
  title: 'Check your e-mail',
  description: 'Confirm your e-mail address to finish creating your Happenings account.',
  path: '/verify-email',
});

export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const next = readNextParam(params.next);
  const fromQuery = Array.isArray(params.email) ? params.email[0] : params.email;
  const user = await getCurrentUser();
  const email = user?.email ?? fromQuery ?? null;
  return (
    <AuthFrame title="Check your e-mail" icon="✉">
      <VerifyEmailPanel email={email} next={next} />
    </AuthFrame>
  );
}
