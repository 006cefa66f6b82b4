import { CollectionsScreen } from '../../features/collections/collections-screen.tsx';

export default CollectionsScreen;
