import { useLocalSearchParams } from 'expo-router';
import { SendToFriendScreen } from '../../features/sends/send-to-friend-screen.tsx';

/** /send/{experience id}?name=…: Send to a friend, opened from the event screen. */
export default function SendRoute() {
  const { id, name } = useLocalSearchParams<{ id: string; name?: string }>();
  return <SendToFriendScreen experienceId={id} name={name ?? ''} />;
}
