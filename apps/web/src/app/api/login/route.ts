import { handleLogin } from '@/features/auth/site-auth-routes';

export const GET = handleLogin;
