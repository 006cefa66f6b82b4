import { RoundupScreen } from '../../features/roundups/roundup-screen.tsx';

export default RoundupScreen;
