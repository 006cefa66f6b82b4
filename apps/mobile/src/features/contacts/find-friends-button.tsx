/**
 * The way to Find friends from other screens (onboarding's people step); only where an address book can be read.
 */
import { useRouter } from 'expo-router';
import { Button } from '../../components/button.tsx';
import { HAS_ADDRESS_BOOK } from './address-book.ts';

export function FindFriendsButton() {
  const router = useRouter();
  if (!HAS_ADDRESS_BOOK) return null;
  return (
    <Button
      label="Find friends from your contacts"
      variant="outline"
      onPress={() => router.push('/contacts')}
    />
  );
}
