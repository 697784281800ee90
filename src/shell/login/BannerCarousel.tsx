/**
 * The login carousel (spec portal-shell 2.2 and 7: banner images, pageNum 1,
 * pageSize 20, position top; 700 px high; a default image when the list is
 * empty or cannot be loaded). An image that fails to load shows the default.
 * The first image is a plain <img> at once; antd's Carousel (react-slick,
 * ~65 KB) comes from a chunk of its own (BannerSlides.tsx, with the QR code: deferredParts.ts) only when there
 * are more images to turn to, and takes over showing that same first slide.
 */
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import type { ApiProvider } from '../../core/env';
import defaultBanner from './assets/banner-default.svg';
import { BannerSlide, type BannerImage } from './BannerSlide';

/** spec portal-shell 9: login banner height (700 px; 550 px on one brand variant). */
export const BANNER_HEIGHT = 700;

/** Loads the banner list; the default image alone when there is none. */
export async function fetchBannerImages(api: ApiProvider, routeUrl: string): Promise<BannerImage[]> {
  const { data } = await api.request<{ items?: BannerImage[] }>({
    method: 'get',
    url: '/eps/config/show-imgs/list',
    params: { pageNum: 1, pageSize: 20, position: 'top', routeUrl, appCode: '', domainName: window.location.hostname },
    silent: true,
  });
  const items = Array.isArray(data?.items) ? data.items.filter((i) => typeof i.downloadUrl === 'string' && i.downloadUrl !== '') : [];
  return items;
}

const DEFAULT: BannerImage[] = [{ id: 'default', downloadUrl: defaultBanner }];

// Without its chunk the first image stays, as a still banner.
const LazyBannerSlides = lazy(() => import('./deferredParts').then((module) => ({ default: module.BannerSlides }), () => ({ default: BannerSlide })));

export function BannerCarousel({ api, routeUrl, height = BANNER_HEIGHT }: { api: ApiProvider; routeUrl: string; height?: number }): ReactElement {
  const [images, setImages] = useState<BannerImage[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchBannerImages(api, routeUrl).then(
      (items) => live && setImages(items.length ? items : DEFAULT),
      () => live && setImages(DEFAULT),
    );
    return () => {
      live = false;
    };
  }, [api, routeUrl]);
  const shown = images ?? [];
  return (
    <div className="eps-login-banner" style={{ height }} data-testid="login-banner" data-count={shown.length}>
      {shown.length === 1 ? <BannerSlide images={shown} height={height} /> : null}
      {shown.length > 1 ? (
        <Suspense fallback={<BannerSlide images={shown} height={height} />}>
          <LazyBannerSlides images={shown} height={height} />
        </Suspense>
      ) : null}
    </div>
  );
}
