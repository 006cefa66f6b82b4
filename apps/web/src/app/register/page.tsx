import { redirect } from 'next/navigation';
import { AuthChoices } from '@/features/auth/auth-choices';
import { getAuthProviders } from '@/features/auth/auth-config.server';
import { AuthFrame } from '@/features/auth/auth-frame';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { readNextParam } from '@/features/auth/next-path';

export const metadata = authPageMetadata({
  title: 'Create an account',
  description:
    'Join Happenings: find things to do, mark what you are interested in and see where friends go.',
  path: '/register',
});

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = readNextParam((await searchParams).next);
  const [user, providers] = await Promise.all([getCurrentUser(), getAuthProviders()]);
  if (user) redirect(next);
  return (
    <AuthFrame title="Create your account" subtitle="Find things to do and see where your friends are going.">
      <AuthChoices mode="register" next={next} providers={providers} />
    </AuthFrame>
  );
}
