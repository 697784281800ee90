/**
 * The login banner's images turning every 5 s, fading one into the next, with a dot per image to pick one
 * (spec portal-shell 2.2 and 7). Shown by BannerCarousel.tsx when there is more than one image.
 *
 * Our own, not antd's Carousel: react-slick's layout effects measure every slide when it mounts, ~250 ms of long
 * tasks at 4x CPU after the sign-in page's first paint (bench `web-vitals`, the login page's TBT), and it was
 * ~10 KB brotli of the page, to fade between still images. Turning pauses while the pointer or the keyboard
 * focus is on the banner, and fades without motion when the visitor asks for reduced motion (login.css).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerSlide, type BannerImage } from './BannerSlide';

/** spec portal-shell 7: each image is shown 5 s. */
export const BANNER_TURN_MS = 5000;

export function BannerSlides({ images, height }: { images: readonly BannerImage[]; height: number }): ReactElement {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  // The furthest image shown so far: the ones after the next are not fetched before their turn comes.
  const [furthest, setFurthest] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;
  const shown = current < count ? current : 0;
  const turnTo = (index: number): void => {
    setCurrent(index);
    setFurthest((before) => Math.max(before, index));
  };
  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setTimeout(() => turnTo((shown + 1) % count), BANNER_TURN_MS);
    return () => clearTimeout(timer);
  }, [shown, paused, count]);

  return (
    <div
      className="eps-login-slides"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {images.map((image, index) =>
        index <= furthest + 1 ? <BannerSlide key={image.id} images={images} index={index} height={height} current={index === shown} /> : null,
      )}
      <div className="eps-login-slides-dots" role="group" aria-label={t('login.banner.images')}>
        {images.map((image, index) => (
          <button
            key={image.id}
            type="button"
            className={index === shown ? 'eps-login-slides-dot eps-login-slides-dot-current' : 'eps-login-slides-dot'}
            aria-label={t('login.banner.show', { index: index + 1 })}
            aria-pressed={index === shown}
            onClick={() => turnTo(index)}
          />
        ))}
      </div>
    </div>
  );
}
