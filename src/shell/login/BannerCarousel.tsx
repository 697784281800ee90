/**
 * The login carousel (spec portal-shell 2.2 and 7: banner images, pageNum 1,
 * pageSize 20, position top; 700 px high; a default image when the list is
 * empty or cannot be loaded). An image that fails to load shows the default.
 */
import { Carousel } from 'antd';
import { useEffect, useState, type ReactElement, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiProvider } from '../../core/env';
import defaultBanner from './assets/banner-default.svg';

/** spec portal-shell 9: login banner height (700 px; 550 px on one brand variant). */
export const BANNER_HEIGHT = 700;

interface BannerImage {
  id: number | string;
  downloadUrl: string;
}

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

const showDefaultOnError = (event: SyntheticEvent<HTMLImageElement>): void => {
  const image = event.currentTarget;
  if (!image.src.endsWith(defaultBanner)) image.src = defaultBanner;
};

export function BannerCarousel({ api, routeUrl, height = BANNER_HEIGHT }: { api: ApiProvider; routeUrl: string; height?: number }): ReactElement {
  const { t } = useTranslation();
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
      {shown.length > 0 ? (
        <Carousel autoplay={shown.length > 1} autoplaySpeed={5000} dots={shown.length > 1}>
          {shown.map((image, index) => (
            <div key={image.id}>
              <img
                className="eps-login-banner-image"
                src={image.downloadUrl}
                alt={t('login.banner.alt', { index: index + 1 })}
                style={{ height }}
                onError={showDefaultOnError}
              />
            </div>
          ))}
        </Carousel>
      ) : null}
    </div>
  );
}
