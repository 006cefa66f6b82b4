import { CannotEditNotice } from '@/features/event-editor/cannot-edit-notice';

export const metadata = { title: 'You can’t edit this event', robots: { index: false, follow: false } };

export default function CannotEditNotFound() {
  return <CannotEditNotice reason="not-found" />;
}
