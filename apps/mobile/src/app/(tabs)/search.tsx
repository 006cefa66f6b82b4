import { SearchScreen } from '../../features/search/search-screen.tsx';

export default SearchScreen;
