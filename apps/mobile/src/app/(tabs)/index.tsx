import { DiscoverScreen } from '../../features/discover/discover-screen.tsx';

export default DiscoverScreen;
