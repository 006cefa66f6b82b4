import { OnboardingScreen } from '../features/onboarding/onboarding-screen.tsx';

export default OnboardingScreen;
