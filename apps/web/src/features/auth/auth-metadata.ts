/**
 * Metadata of the identity screens: title, description and canonical like every page, but kept out of search
 * results (they are forms, not content).
 */
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site-metadata';

export function authPageMetadata(input: { title: string; description: string; path: string }): Metadata {
  return { ...pageMetadata(input), robots: { index: false, follow: true } };
}
