/**
 * What the platform's share sheet gets for an invite link. iOS takes the link as `url` (it then offers AirDrop,
 * copying and previews) beside a message; Android and the web share text only, so the link goes into the message.
 */
import type { ShareContent, ShareOptions } from 'react-native';

export function inviteLinkShare(
  collectionName: string,
  url: string,
  platform: string,
): { content: ShareContent; options: ShareOptions } {
  const title = `Join ${collectionName} on Happenings`;
  const content: ShareContent =
    platform === 'ios' ? { title, message: title, url } : { title, message: `${title}: ${url}` };
  return { content, options: { dialogTitle: 'Invite people', subject: title } };
}

/** The person closed the web's share sheet (Web Share API AbortError): nothing went wrong. */
export function isShareCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
