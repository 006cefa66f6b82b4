import { UserProfileScreen } from '../../features/profile/user-profile-screen.tsx';

export default UserProfileScreen;
