/**
 * The login banner's images turning every 5 s (antd Carousel, with its dots): in a later chunk (deferredParts.ts), loaded by
 * BannerCarousel.tsx only when there is more than one image. Its first slide is the image shown until it came.
 */
import { Carousel } from 'antd';
import type { ReactElement } from 'react';
import { BannerSlide, type BannerImage } from './BannerSlide';

export function BannerSlides({ images, height }: { images: readonly BannerImage[]; height: number }): ReactElement {
  return (
    <Carousel autoplay autoplaySpeed={5000} dots>
      {images.map((image, index) => (
        <div key={image.id}>
          <BannerSlide images={images} index={index} height={height} />
        </div>
      ))}
    </Carousel>
  );
}
