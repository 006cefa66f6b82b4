import { InvitePeopleScreen } from '../../../features/collections/invite-people-screen.tsx';

export default InvitePeopleScreen;
