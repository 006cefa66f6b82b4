/**
 * Whether this build of the app has an address book to read: the phones do, the website build does not. Kept apart
 * from device-contacts.ts so screens that only link to Find friends do not load expo-contacts.
 */
import { Platform } from 'react-native';

export const HAS_ADDRESS_BOOK = Platform.OS === 'ios' || Platform.OS === 'android';
