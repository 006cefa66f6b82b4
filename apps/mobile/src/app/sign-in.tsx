import { SignInScreen } from '../features/auth/sign-in-screen.tsx';

export default SignInScreen;
