import { describe, expect, it } from 'vitest';
import {
  cardImage,
  categoryLabel,
  interestedLabel,
  scheduleTone,
  venueLine,
} from './experience-card.helpers';

const image = {
  resource_type: 'image' as const,
  secure_url: 'http://127.0.0.1:3000/media/demo/image/upload/v1/events/jazz.jpg',
};

describe('experience card helpers', () => {
  it('asks the media server for the card preset in WebP and writes alt text', () => {
    const result = cardImage({
      media: [image] as never,
      name: 'Late jazz',
      where: { name: 'Wally’s Café', address: '', city: 'Boston', state: 'MA' },
    });
    expect(result?.src).toBe(
      'http://127.0.0.1:3000/media/demo/image/upload/c_fill,w_600,h_400,f_webp/v1/events/jazz.jpg',
    );
    expect(result?.alt).toBe('Late jazz at Wally’s Café');
    expect(
      cardImage({
        media: [{ ...image, alt: 'A trio on stage' }] as never,
        name: 'x',
        where: { name: '', address: '', city: '', state: '' },
      })?.alt,
    ).toBe('A trio on stage');
    expect(
      cardImage({ media: [], name: 'x', where: { name: '', address: '', city: '', state: '' } }),
    ).toBeNull();
  });

  it('labels categories, venues and counts', () => {
    expect(categoryLabel('live-music')).toBe('Live music');
    expect(categoryLabel('food-drink')).toBe('Food & drink');
    expect(venueLine({ name: 'Royale', address: '', city: 'Boston', state: 'MA' })).toBe('Royale · Boston');
    expect(venueLine({ name: 'Boston', address: '', city: 'Boston', state: 'MA' })).toBe('Boston');
    expect(venueLine({ name: '', address: '', city: 'Cambridge', state: 'MA' })).toBe('Cambridge');
    expect(interestedLabel(3)).toBe('3 interested');
    expect(interestedLabel(1234)).toBe('1.2k interested');
  });

  it('calls out canceled and postponed events (spec §4)', () => {
    const schedule = { type: 'ONE_TIME' as const, state: 'upcoming' as const, text: 'Sat, Nov 28 · 7 PM' };
    expect(scheduleTone({ status: null, schedule })).toBe('default');
    expect(scheduleTone({ status: 'CANCELED', schedule: { ...schedule, text: 'CANCELED' } })).toBe(
      'canceled',
    );
    expect(scheduleTone({ status: 'POSTPONED', schedule: { ...schedule, text: 'TBA' } })).toBe('tba');
  });
});
