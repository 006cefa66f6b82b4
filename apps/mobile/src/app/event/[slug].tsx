import { EventScreen } from '../../features/events/event-screen.tsx';

export default EventScreen;
