import { AuthFrame } from '@/features/auth/auth-frame';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { EmailSignInForm } from '@/features/auth/email-sign-in-form';
import { readNextParam, withNext } from '@/features/auth/next-path';

export const metadata = authPageMetadata({
  title: 'Sign in with e-mail',
  description: 'Sign in to Happenings with your e-mail address and password.',
  path: '/login/email',
});

export default async function LoginEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = readNextParam((await searchParams).next);
  return (
    <AuthFrame
      title="Sign in with e-mail"
      subtitle="Welcome back."
      back={{ href: withNext('/login', next), label: 'All sign-in options' }}
    >
      <EmailSignInForm next={next} />
    </AuthFrame>
  );
}
