import { handleLogout } from '@/features/auth/site-auth-routes';

export const GET = handleLogout;
