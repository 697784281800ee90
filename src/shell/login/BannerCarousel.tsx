/**
 * The login carousel (spec portal-shell 2.2 and 7: banner images, pageNum 1,
 * pageSize 20, position top; 700 px high; a default image when the list is
 * empty or cannot be loaded). An image that fails to load shows the default.
 * One image is a plain, still <img>; several turn (BannerSlides.tsx), the first
 * shown at once.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { ApiProvider } from '../../core/env';
import defaultBanner from './assets/banner-default.svg';
import { BannerSlide, type BannerImage } from './BannerSlide';
import { BannerSlides } from './BannerSlides';

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
      {shown.length > 1 ? <BannerSlides images={shown} height={height} /> : null}
    </div>
  );
}
