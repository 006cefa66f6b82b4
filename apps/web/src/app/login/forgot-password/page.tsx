import { AuthFrame } from '@/features/auth/auth-frame';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { readNextParam, withNext } from '@/features/auth/next-path';

export const metadata = authPageMetadata({
  title: 'Reset your password',
  description: 'Get a link to choose a new Happenings password.',
  path: '/login/forgot-password',
});

export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = readNextParam((await searchParams).next);
  return (
    <AuthFrame
      title="Reset your password"
      subtitle="Enter the e-mail of your account and we send you a link to choose a new password."
      back={{ href: withNext('/login/email', next), label: 'Back to sign in' }}
    >
      <ForgotPasswordForm />
    </AuthFrame>
  );
}
