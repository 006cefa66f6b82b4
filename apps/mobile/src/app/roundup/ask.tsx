import { AskRoundupScreen } from '../../features/roundups/ask-roundup-screen.tsx';

export default AskRoundupScreen;
