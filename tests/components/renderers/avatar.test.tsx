/**
 * The avatar renderer: the image from a templated URL; the icon when the
 * URL is empty or the image fails to load.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';

describe('avatar renderer', () => {
  it('shows the image at the templated URL, at its size', async () => {
    renderSchema({ type: 'avatar', testId: 'me', src: '${user.avatar}', size: 56 }, { data: { user: { avatar: '/files/ann.png' } } });
    const avatar = await screen.findByTestId('me');
    expect(avatar.querySelector('img')?.getAttribute('src')).toBe('/files/ann.png');
    expect(avatar.style.width).toBe('56px');
  });

  it('shows the icon when there is no URL', async () => {
    renderSchema({ type: 'avatar', testId: 'me', src: '${user.avatar}' }, { data: { user: { avatar: null } } });
    const avatar = await screen.findByTestId('me');
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.querySelector('.anticon-user')).not.toBeNull();
  });

  it('falls back to the named icon when the image fails to load', async () => {
    renderSchema({ type: 'avatar', testId: 'me', src: 'https://img.example/missing.png', icon: 'file', shape: 'square' });
    const avatar = await screen.findByTestId('me');
    fireEvent.error(avatar.querySelector('img') as HTMLImageElement);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.querySelector('.anticon-file')).not.toBeNull();
    expect(avatar.classList.contains('ant-avatar-square')).toBe(true);
  });
});
