import { MyEventsScreen } from '../../features/hosting/my-events-screen.tsx';

export default MyEventsScreen;
