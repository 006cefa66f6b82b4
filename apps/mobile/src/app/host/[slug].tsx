import { HostScreen } from '../../features/hosts/host-screen.tsx';

export default HostScreen;
