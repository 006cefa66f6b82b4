import { ContactsScreen } from '../features/contacts/contacts-screen.tsx';

export default ContactsScreen;
