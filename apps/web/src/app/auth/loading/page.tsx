import { AuthFrame } from '@/features/auth/auth-frame';
import { AuthLoading } from '@/features/auth/auth-loading';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { readNextParam } from '@/features/auth/next-path';

export const metadata = authPageMetadata({
  title: 'Signing in',
  description: 'Signing you in to Happenings.',
  path: '/auth/loading',
});

export default async function AuthLoadingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = readNextParam((await searchParams).next);
  return (
    <AuthFrame title="Welcome to Happenings">
      <AuthLoading next={next} />
    </AuthFrame>
  );
}
