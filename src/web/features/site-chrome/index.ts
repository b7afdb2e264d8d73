// Site chrome (docs/product.md §2 header, hero and footer blocks; §4 language and theme).
export { HeroSlideshow } from './components/hero-slideshow';
export { SiteFooter } from './components/site-footer';
export { SiteHeader } from './components/site-header';
export { AccreditationBadges } from './components/accreditation-badges';
