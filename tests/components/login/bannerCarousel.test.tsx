/**
 * spec portal-shell 2.2 and 7: the login banner. One image is a plain, still
 * image; several turn every 5 s, with a dot per image to pick one, and stop
 * turning while the pointer or the focus is on them.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiEnvelope, ApiProvider } from '@core/env';
import { createI18n } from '../../../src/i18n/createI18n';
import { BannerCarousel } from '../../../src/shell/login/BannerCarousel';
import { BANNER_TURN_MS } from '../../../src/shell/login/BannerSlides';

/** An api answering the banner list with `urls`. */
function bannerApi(urls: readonly string[]): ApiProvider {
  const items = urls.map((downloadUrl, id) => ({ id, downloadUrl }));
  return { request: <T,>() => Promise.resolve({ code: '200', data: { items } } as ApiEnvelope<T>) };
}

function renderBanner(urls: readonly string[]) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <BannerCarousel api={bannerApi(urls)} routeUrl="/login" height={300} />
    </I18nextProvider>,
  );
}

/** The image shown now: the one slide not hidden. */
const currentSource = (container: HTMLElement): string | null | undefined =>
  container.querySelector('img.eps-login-slide-current')?.getAttribute('src');

/** Lets the banner list's answer arrive under fake timers. */
async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('BannerCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a single image still, without dots', async () => {
    const { container } = renderBanner(['/one.png']);
    await waitFor(() => expect(screen.getByTestId('login-banner').getAttribute('data-count')).toBe('1'));
    const images = container.querySelectorAll('img.eps-login-banner-image');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(['/one.png']);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('turns the images every 5 s, fetching each only when its turn is next, and back to the first', async () => {
    vi.useFakeTimers();
    const { container } = renderBanner(['/one.png', '/two.png', '/three.png']);
    await settle();
    expect(currentSource(container)).toBe('/one.png');
    // The next image is fetched ahead; the third not yet.
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['/one.png', '/two.png']);
    expect(screen.getByRole('img', { name: 'Platform banner 1' })).toBeTruthy();
    expect(container.querySelectorAll('img[aria-hidden="true"]')).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(BANNER_TURN_MS - 1));
    expect(currentSource(container)).toBe('/one.png');
    act(() => void vi.advanceTimersByTime(1));
    expect(currentSource(container)).toBe('/two.png');
    expect(screen.getByRole('button', { name: 'Show banner 2' }).getAttribute('aria-pressed')).toBe('true');
    act(() => void vi.advanceTimersByTime(BANNER_TURN_MS));
    expect(currentSource(container)).toBe('/three.png');
    act(() => void vi.advanceTimersByTime(BANNER_TURN_MS));
    expect(currentSource(container)).toBe('/one.png');
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('shows the image whose dot is pressed, and holds still while the pointer or the focus is on the banner', async () => {
    vi.useFakeTimers();
    const { container } = renderBanner(['/one.png', '/two.png', '/three.png']);
    await settle();
    const third = screen.getByRole('button', { name: 'Show banner 3' });
    fireEvent.click(third);
    expect(currentSource(container)).toBe('/three.png');
    expect(third.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show banner 1' }).getAttribute('aria-pressed')).toBe('false');

    const slides = container.querySelector('.eps-login-slides') as HTMLElement;
    fireEvent.mouseEnter(slides);
    act(() => void vi.advanceTimersByTime(BANNER_TURN_MS * 3));
    expect(currentSource(container)).toBe('/three.png');
    fireEvent.mouseLeave(slides);
    act(() => void vi.advanceTimersByTime(BANNER_TURN_MS));
    expect(currentSource(container)).toBe('/one.png');

    fireEvent.focus(third);
    act(() => void vi.advanceTimersByTime(BANNER_TURN_MS * 2));
    expect(currentSource(container)).toBe('/one.png');
    fireEvent.blur(third);
    act(() => void vi.advanceTimersByTime(BANNER_TURN_MS));
    expect(currentSource(container)).toBe('/two.png');
  });
});
