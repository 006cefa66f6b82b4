import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react-native';
import { Avatar, initialsOf } from './avatar.tsx';

describe('Avatar', () => {
  it('takes up to two initials from a name or a username', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Ada King Lovelace')).toBe('AK');
    expect(initialsOf('@ada')).toBe('A');
    expect(initialsOf('  ')).toBe('');
  });

  it('draws the initials without a picture, the picture otherwise, hidden from screen readers', () => {
    const { rerender } = render(<Avatar name="Ada Lovelace" />);
    expect(screen.getByText('AL', { includeHiddenElements: true })).toBeTruthy();
    expect(screen.queryByText('AL')).toBeNull();
    rerender(<Avatar name="Ada Lovelace" photoURL="https://example.com/ada.jpg" />);
    expect(screen.queryByText('AL', { includeHiddenElements: true })).toBeNull();
    expect(screen.getByTestId('avatar', { includeHiddenElements: true }).props.source).toEqual({
      uri: 'https://example.com/ada.jpg',
    });
  });
});
