/**
 * spec portal-shell 2.2 and 7: the login banner. One image is a plain, still
 * image (antd's Carousel never loads); several turn in the Carousel, which
 * comes from its own chunk: until then the first image holds the banner.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ApiEnvelope, ApiProvider } from '@core/env';
import { createI18n } from '../../../src/i18n/createI18n';
import { BannerCarousel } from '../../../src/shell/login/BannerCarousel';

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

describe('BannerCarousel', () => {
  it('shows a single image still, without the carousel', async () => {
    const { container } = renderBanner(['/one.png']);
    await waitFor(() => expect(screen.getByTestId('login-banner').getAttribute('data-count')).toBe('1'));
    const images = container.querySelectorAll('img.eps-login-banner-image');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(['/one.png']);
    expect(container.querySelector('.slick-slider')).toBeNull();
  });

  it('holds the banner with the first image, then turns the images in the carousel', async () => {
    const { container } = renderBanner(['/one.png', '/two.png', '/three.png']);
    await waitFor(() => expect(container.querySelector('img.eps-login-banner-image')?.getAttribute('src')).toBe('/one.png'));
    await waitFor(() => expect(container.querySelector('.slick-slider')).not.toBeNull(), { timeout: 20_000 });
    const sources = new Set([...container.querySelectorAll('.slick-slide:not(.slick-cloned) img')].map((image) => image.getAttribute('src')));
    expect([...sources]).toEqual(['/one.png', '/two.png', '/three.png']);
  });
});
