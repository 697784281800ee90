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

/** `images[index]` (default the first), `height` px high; its alt text counts from 1. */
export function BannerSlide({ images, height, index = 0 }: { images: readonly BannerImage[]; height: number; index?: number }): ReactElement {
  const { t } = useTranslation();
  return (
    <img
      className="eps-login-banner-image"
      src={images[index]?.downloadUrl}
      alt={t('login.banner.alt', { index: index + 1 })}
      style={{ height }}
      onError={showDefaultOnError}
    />
  );
}
