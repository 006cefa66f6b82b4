/**
 * The event's pictures and videos (spec §3 media items, `resource_type` video or image), as the website shows
 * them: a video first in the list leads the screen, else the first image; the other videos follow it.
 */
import { buildVideoUrl } from '@happenings/domain/media';
import { Image, StyleSheet } from 'react-native';
import { colors } from '../../lib/theme.ts';
import type { ExperienceDetail } from '../experiences/experience.types.ts';
import { experienceImage } from '../experiences/experience-image.ts';
import { EventVideo } from './event-video.tsx';

type MediaItem = ExperienceDetail['media'][number];

/** The uploader's text alternative, else one from the event: 'Video: Jazz night', 'Video 2: Jazz night'. */
export function videoLabel(item: Pick<MediaItem, 'alt'>, eventName: string, position: number): string {
  return item.alt?.trim() || (position === 1 ? `Video: ${eventName}` : `Video ${position}: ${eventName}`);
}

export function EventMedia({ event }: { event: Pick<ExperienceDetail, 'media' | 'name' | 'where'> }) {
  const leadsWithVideo = event.media[0]?.resource_type === 'video';
  const image = leadsWithVideo ? null : experienceImage(event, 'hero');
  const videos = event.media.filter((item) => item.resource_type === 'video');
  return (
    <>
      {image ? (
        <Image source={{ uri: image.uri }} accessibilityLabel={image.alt} style={styles.hero} />
      ) : null}
      {videos.map((item, index) => (
        <EventVideo
          key={item.asset_id || item.secure_url}
          uri={buildVideoUrl(item.secure_url, { baseUrl: '', format: 'mp4' })}
          label={videoLabel(item, event.name, index + 1)}
        />
      ))}
    </>
  );
}

const styles = StyleSheet.create({
  hero: { width: '100%', aspectRatio: 1366 / 768, backgroundColor: colors.surface },
});
