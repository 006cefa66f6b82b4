import { CreateEventScreen } from '../../../features/event-editor/event-editor-screen.tsx';

export default CreateEventScreen;
