import { ShareCollectionScreen } from '../../../features/collections/share-collection-screen.tsx';

export default ShareCollectionScreen;
