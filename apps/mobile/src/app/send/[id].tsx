import { useLocalSearchParams } from 'expo-router';
import { SendToFriendScreen } from '../../features/sends/send-to-friend-screen.tsx';

/** /send/{experience id}?name=…[&mode=invite]: Send to a friend, or Invite to go, opened from the event screen. */
export default function SendRoute() {
  const { id, name, mode } = useLocalSearchParams<{ id: string; name?: string; mode?: string }>();
  return (
    <SendToFriendScreen experienceId={id} name={name ?? ''} mode={mode === 'invite' ? 'invite' : 'send'} />
  );
}
