import { CurrentContestScreen } from '../../features/contests/current-contest-screen.tsx';

export default CurrentContestScreen;
