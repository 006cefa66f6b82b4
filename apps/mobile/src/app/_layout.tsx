/**
 * The root of the app: its services (session, API client, query cache), toasts, and the stack of screens above
 * the tabs (event, see-all, roundup, collection, invite link, someone's profile, sign-in).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Stack } from 'expo-router';
import { Platform } from 'react-native';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import { SessionEvents } from '../features/auth/session-events.tsx';
import { PushRegistration } from '../features/push/push-registration.tsx';
import { ToastProvider } from '../features/toast/toast-provider.tsx';
import { getAppServices } from '../lib/app-services.ts';
import { colors, typography } from '../lib/theme.ts';
import { useAppStart } from '../lib/use-app-start.ts';
import { useBrandFonts } from '../lib/use-brand-fonts.ts';

export default function RootLayout() {
  const services = getAppServices();
  const started = useAppStart(services);
  const fontsReady = useBrandFonts();
  // A phone shows the first screen in the brand's faces; the web swaps them in when they arrive.
  const ready = started && (fontsReady || Platform.OS === 'web');
  return (
    <SafeAreaProvider>
      <QueryClientProvider client={services.queryClient}>
        <ToastProvider>
          <SessionEvents />
          {ready ? <PushRegistration /> : null}
          {ready ? (
            <Stack
              screenOptions={{
                headerTintColor: colors.brand,
                headerTitleStyle: { color: colors.text, ...typography.heading },
                contentStyle: { backgroundColor: colors.background },
              }}
            >
              <Stack.Screen name="(tabs)" options={{ headerShown: false, title: 'Happenings' }} />
              <Stack.Screen name="event/[slug]" options={{ title: 'Event' }} />
              <Stack.Screen name="stream/[slug]" options={{ title: 'See all' }} />
              <Stack.Screen name="roundup/[slug]" options={{ title: 'Roundup' }} />
              <Stack.Screen name="collection/[id]" options={{ title: 'Collection' }} />
              <Stack.Screen name="collection/join/[token]" options={{ title: 'Invitation' }} />
              <Stack.Screen name="u/[username]" options={{ title: 'Profile' }} />
              <Stack.Screen name="sign-in" options={{ title: 'Sign in', presentation: 'modal' }} />
            </Stack>
          ) : null}
        </ToastProvider>
      </QueryClientProvider>
    </SafeAreaProvider>
  );
}
