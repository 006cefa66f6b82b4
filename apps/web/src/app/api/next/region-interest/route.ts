import { handleRegionInterest } from '@/features/newsletter/region-interest.server';

export const POST = handleRegionInterest;
