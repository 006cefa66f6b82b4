import { DEFAULT_LOCATION_SLUG } from '@happenings/domain/locations';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/features/back-office/back-office.server';

/** /admin/newsletter opens the default city's coming issue; the page links the others. */
export default async function NewsletterAdminRoute() {
  await requireStaff('editor');
  redirect(`/admin/newsletter/${DEFAULT_LOCATION_SLUG}`);
}
