// INITIAL SCAFFOLD: replaced by the site-chrome feature.
export const SiteHeader = () => null;
export const HeroSlideshow = () => null;
export const SiteFooter = (_props: { compact?: boolean }) => null;
