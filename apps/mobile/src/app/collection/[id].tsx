import { CollectionScreen } from '../../features/collections/collection-screen.tsx';

export default CollectionScreen;
