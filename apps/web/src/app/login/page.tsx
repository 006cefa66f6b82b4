import { redirect } from 'next/navigation';
import { AuthChoices } from '@/features/auth/auth-choices';
import { getAuthProviders } from '@/features/auth/auth-config.server';
import { AuthFrame } from '@/features/auth/auth-frame';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { readNextParam } from '@/features/auth/next-path';

export const metadata = authPageMetadata({
  title: 'Sign in',
  description: 'Sign in to Happenings to save events, follow friends and get picks for your city.',
  path: '/login',
});

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = readNextParam((await searchParams).next);
  const [user, providers] = await Promise.all([getCurrentUser(), getAuthProviders()]);
  if (user) redirect(next);
  return (
    <AuthFrame
      title="Sign in to Happenings"
      subtitle="Save events, follow friends and get picks for your city."
    >
      <AuthChoices mode="login" next={next} providers={providers} />
    </AuthFrame>
  );
}
