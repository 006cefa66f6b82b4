import { ContestScreen } from '../../features/contests/contest-screen.tsx';

export default ContestScreen;
