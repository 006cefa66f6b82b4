import { PhoneSignInScreen } from '../../features/auth/phone-sign-in-screen.tsx';

export default PhoneSignInScreen;
