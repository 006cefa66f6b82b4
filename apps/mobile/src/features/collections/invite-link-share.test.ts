import { describe, expect, it } from '@jest/globals';
import { inviteLinkShare, isShareCancelled } from './invite-link-share.ts';

const URL = 'https://happenings.example/collection/join/abc.def';

describe('inviteLinkShare', () => {
  it('gives iOS the link as its own field, beside the message', () => {
    expect(inviteLinkShare('Jazz nights', URL, 'ios').content).toEqual({
      title: 'Join Jazz nights on Happenings',
      message: 'Join Jazz nights on Happenings',
      url: URL,
    });
  });

  it.each(['android', 'web'])('puts the link into the message on %s, which shares text only', (platform) => {
    const { content } = inviteLinkShare('Jazz nights', URL, platform);
    expect(content).toEqual({
      title: 'Join Jazz nights on Happenings',
      message: `Join Jazz nights on Happenings: ${URL}`,
    });
  });
});

describe('isShareCancelled', () => {
  it('tells closing the sheet from a failure', () => {
    const closed = new Error('Share canceled');
    closed.name = 'AbortError';
    expect(isShareCancelled(closed)).toBe(true);
    expect(isShareCancelled(new Error('Share is not supported in this browser'))).toBe(false);
  });
});
