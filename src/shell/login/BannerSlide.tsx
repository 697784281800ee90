/** One login banner image, as the banner shows it still (BannerCarousel.tsx) or as a slide (BannerSlides.tsx). */
import type { ReactElement, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import defaultBanner from './assets/banner-default.svg';

export interface BannerImage {
  id: number | string;
  downloadUrl: string;
}

/** An image that fails to load shows the default one. */
export const showDefaultOnError = (event: SyntheticEvent<HTMLImageElement>): void => {
  const image = event.currentTarget;
  if (!image.src.endsWith(defaultBanner)) image.src = defaultBanner;
};

/**
 * `images[index]` (default the first), `height` px high; its alt text counts from 1. As one of the turning slides
 * (`current` given), it is stacked over the others and shown when current.
 */
export function BannerSlide({ images, height, index = 0, current }: { images: readonly BannerImage[]; height: number; index?: number; current?: boolean }): ReactElement {
  const { t } = useTranslation();
  const slide = current === undefined ? '' : current ? ' eps-login-slide eps-login-slide-current' : ' eps-login-slide';
  return (
    <img
      className={`eps-login-banner-image${slide}`}
      aria-hidden={current === false ? true : undefined}
      src={images[index]?.downloadUrl}
      alt={t('login.banner.alt', { index: index + 1 })}
      style={{ height }}
      onError={showDefaultOnError}
    />
  );
}
