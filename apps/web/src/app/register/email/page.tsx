import { AuthFrame } from '@/features/auth/auth-frame';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { readNextParam, withNext } from '@/features/auth/next-path';
import { RegisterEmailForm } from '@/features/auth/register-email-form';

export const metadata = authPageMetadata({
  title: 'Sign up with e-mail',
  description: 'Create your Happenings account with your e-mail address.',
  path: '/register/email',
});

export default async function RegisterEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = readNextParam((await searchParams).next);
  return (
    <AuthFrame
      title="Sign up with e-mail"
      subtitle="It takes a minute. We send a link to confirm your address."
      back={{ href: withNext('/register', next), label: 'All sign-up options' }}
    >
      <RegisterEmailForm next={next} />
    </AuthFrame>
  );
}
