/**
 * The app's screens wait on a real API on a two-core machine: give findBy/waitFor up to 15 s instead of 1 s.
 */
import { configure } from '@testing-library/react-native';

configure({ asyncUtilTimeout: 15_000 });
