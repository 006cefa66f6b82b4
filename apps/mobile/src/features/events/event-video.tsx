/**
 * One of an event's videos, played by the platform's player (expo-video) with its own controls; it does not play
 * until pressed, and keeps quiet about it to screen readers beyond its label.
 */
import { useVideoPlayer, VideoView } from 'expo-video';
import { StyleSheet } from 'react-native';
import { colors } from '../../lib/theme.ts';

export function EventVideo({ uri, label }: { uri: string; label: string }) {
  const player = useVideoPlayer(uri);
  return (
    <VideoView
      player={player}
      nativeControls
      contentFit="contain"
      accessible
      accessibilityLabel={label}
      style={styles.video}
      testID="event-video"
    />
  );
}

const styles = StyleSheet.create({
  video: { width: '100%', aspectRatio: 16 / 9, backgroundColor: colors.text },
});
