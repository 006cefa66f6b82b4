/**
 * What the platform's share sheet gets for an event: the event's page on the website. iOS takes the link as
 * `url` (AirDrop, copying, a preview) beside the message; Android and the web share text only, so the link goes
 * into the message.
 */
import type { ShareContent, ShareOptions } from 'react-native';

export function eventShare(
  eventName: string,
  url: string,
  platform: string,
): { content: ShareContent; options: ShareOptions } {
  const content: ShareContent =
    platform === 'ios'
      ? { title: eventName, message: eventName, url }
      : { title: eventName, message: `${eventName}: ${url}` };
  return { content, options: { dialogTitle: 'Share this event', subject: eventName } };
}
