/**
 * The phone's address book through expo-contacts: asking for access, and reading each contact's e-mail addresses
 * and numbers only (no names, pictures or notes), handed straight to contact-hashes.ts. The website cannot read an
 * address book, so the web build of the app says so instead of asking.
 */
import { Contact, ContactField, getPermissionsAsync, requestPermissionsAsync } from 'expo-contacts';
import { HAS_ADDRESS_BOOK } from './address-book.ts';
import { hashContacts } from './contact-hashes.ts';

/** 'blocked': refused for good (only the phone's settings can change it); 'unavailable': no address book here. */
export type ContactAccess = 'granted' | 'undecided' | 'denied' | 'blocked' | 'unavailable';

function accessOf(answer: { granted: boolean; canAskAgain: boolean }): ContactAccess {
  if (answer.granted) return 'granted';
  return answer.canAskAgain ? 'undecided' : 'blocked';
}

export async function checkContactAccess(): Promise<ContactAccess> {
  if (!HAS_ADDRESS_BOOK) return 'unavailable';
  return accessOf(await getPermissionsAsync());
}

/** Shows the phone's own question (once); a refusal that may be asked again still reads as 'denied'. */
export async function requestContactAccess(): Promise<ContactAccess> {
  if (!HAS_ADDRESS_BOOK) return 'unavailable';
  const access = accessOf(await requestPermissionsAsync());
  return access === 'undecided' ? 'denied' : access;
}

/** The hashes of every address and number in the address book. */
export async function readContactHashes(): Promise<string[]> {
  const contacts = await Contact.getAllDetails([ContactField.EMAILS, ContactField.PHONES] as const);
  return hashContacts(contacts);
}
