/**
 * The login page's parts that come after its first paint, in one chunk (one
 * request, not one each): the banner's carousel (BannerSlides, antd Carousel
 * with react-slick) and the register QR code (QrRegister, antd's generator).
 * Both are shown on the main view, so a visitor loads them together anyway.
 */
export { BannerSlides } from './BannerSlides';
export { QrRegister } from './QrRegister';
