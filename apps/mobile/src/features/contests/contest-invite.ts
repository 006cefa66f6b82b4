/**
 * The contest invite (README: Invitations): the inviter's profile on the website with the contest,
 * /u/{username}?contest={slug}, so the sign-up it brings counts for them. What the share sheet gets: iOS takes the
 * link as `url` beside the message; Android and the web share text only, so the link goes into the message.
 */
import type { ShareContent, ShareOptions } from 'react-native';

export function contestInviteUrl(origin: string, username: string, contestSlug: string): string {
  return `${origin.replace(/\/+$/, '')}/u/${encodeURIComponent(username)}?contest=${encodeURIComponent(contestSlug)}`;
}

export function contestInviteShare(
  contestName: string,
  url: string,
  platform: string,
): { content: ShareContent; options: ShareOptions } {
  const message = `Join me on Happenings for the ${contestName}`;
  const content: ShareContent =
    platform === 'ios'
      ? { title: contestName, message, url }
      : { title: contestName, message: `${message}: ${url}` };
  return { content, options: { dialogTitle: 'Invite friends', subject: contestName } };
}
