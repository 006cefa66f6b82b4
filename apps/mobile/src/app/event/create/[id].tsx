import { EditEventScreen } from '../../../features/event-editor/event-editor-screen.tsx';

export default EditEventScreen;
