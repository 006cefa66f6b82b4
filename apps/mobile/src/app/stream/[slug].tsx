import { SeeAllScreen } from '../../features/discover/see-all-screen.tsx';

export default SeeAllScreen;
