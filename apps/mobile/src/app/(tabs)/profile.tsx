import { ProfileScreen } from '../../features/profile/profile-screen.tsx';

export default ProfileScreen;
