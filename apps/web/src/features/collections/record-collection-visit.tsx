'use client';
import { useEffect } from 'react';
import { recordCollectionVisit } from '@/features/collections/collection-visits';

/** Drop into a collection page to count the visit (spec §2). Renders nothing. */
export function RecordCollectionVisit({ collectionId }: { collectionId: string }) {
  useEffect(() => {
    recordCollectionVisit(collectionId);
  }, [collectionId]);
  return null;
}
