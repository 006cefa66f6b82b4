import { handleRefreshAuthCookies } from '@/features/auth/site-auth-routes';

export const POST = handleRefreshAuthCookies;
