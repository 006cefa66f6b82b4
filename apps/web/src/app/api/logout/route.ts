import { handleLogout, handleLogoutGet } from '@/features/auth/site-auth-routes';

export const GET = handleLogoutGet;
export const POST = handleLogout;
