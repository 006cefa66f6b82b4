import { EditCollectionScreen } from '../../../features/collections/edit-collection-screen.tsx';

export default EditCollectionScreen;
