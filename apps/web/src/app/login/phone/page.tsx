import { readCallingCode } from '@happenings/domain/auth';
import { AuthFrame } from '@/features/auth/auth-frame';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { readNextParam, withNext } from '@/features/auth/next-path';
import { PhoneSignIn } from '@/features/auth/phone-sign-in';

export const metadata = authPageMetadata({
  title: 'Continue with phone',
  description: 'Sign in or sign up to Happenings with your phone number and a code we text you.',
  path: '/login/phone',
});

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LoginPhonePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const next = readNextParam(params.next);
  const verificationId = first(params.verificationId)?.trim() || null;
  const phone = (first(params.phone) ?? '').replace(/[^\d]/g, '').slice(0, 15);
  const country = readCallingCode(first(params.country));
  const isCodeStep = Boolean(verificationId && phone);
  return (
    <AuthFrame
      title={isCodeStep ? 'Enter your code' : 'Continue with phone'}
      subtitle={
        isCodeStep
          ? undefined
          : 'We text you a code to sign in. New here? The same code creates your account.'
      }
      back={{ href: withNext('/login', next), label: 'All sign-in options' }}
    >
      <PhoneSignIn
        next={next}
        verificationId={isCodeStep ? verificationId : null}
        phone={phone}
        country={country}
      />
    </AuthFrame>
  );
}
