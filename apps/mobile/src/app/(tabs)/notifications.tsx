import { NotificationsScreen } from '../../features/notifications/notifications-screen.tsx';

export default NotificationsScreen;
