import { PlaceScreen } from '../../features/places/place-screen.tsx';

export default PlaceScreen;
