import { describe, expect, it } from 'vitest';
import { decisionLabel, previewLine, reasonsLine } from './case-lines';
import { describeCaseOutcome, isCaseOutcome, outcomeOfRefusal } from './case-outcome';

describe('reasonsLine', () => {
  it('lists the reasons in the domain’s words, the most given first', () => {
    expect(reasonsLine({ OTHER: 1, SPAM: 2 })).toBe('Spam or advertising ×2, Something else ×1');
  });
});

describe('previewLine', () => {
  it('shows the text, shortened, else the title, and says when the author deleted it', () => {
    expect(previewLine({ preview: { exists: true, title: null, text: 'x'.repeat(200) } }, 10)).toBe(
      `${'x'.repeat(9)}…`,
    );
    expect(previewLine({ preview: { exists: true, title: 'Jazz night', text: null } })).toBe('Jazz night');
    expect(previewLine({ preview: { exists: false, title: 'Jazz night', text: null } })).toBe(
      'Deleted by its author',
    );
  });
});

describe('case outcomes', () => {
  it('reads only the fixed words from the address', () => {
    expect(isCaseOutcome('removed')).toBe(true);
    expect(isCaseOutcome('<script>')).toBe(false);
    expect(describeCaseOutcome('banned').isError).toBe(false);
  });

  it('tells another moderator’s decision from an item that changed or went', () => {
    expect(outcomeOfRefusal(409, { error: { code: 'ALREADY_DECIDED' } })).toBe('already-decided');
    expect(outcomeOfRefusal(409, { error: { code: 'NOT_HIDDEN' } })).toBe('changed');
    expect(outcomeOfRefusal(404, null)).toBe('gone');
    expect(outcomeOfRefusal(500, null)).toBe('failed');
  });
});

describe('decisionLabel', () => {
  it('names the moderators’ actions in words', () => {
    expect(decisionLabel('REMOVE_CONTENT')).toBe('Removed');
    expect(decisionLabel('SOMETHING_NEW')).toBe('something new');
  });
});
