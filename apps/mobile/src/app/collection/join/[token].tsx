import { JoinScreen } from '../../../features/collections/join-screen.tsx';

export default JoinScreen;
