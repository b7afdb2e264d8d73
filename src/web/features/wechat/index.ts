// INITIAL SCAFFOLD: replaced by the wechat feature.
import type { BookingSnapshot } from '../../lib/booking-snapshot';
export const WechatLinkButton = (_props: { snapshot: BookingSnapshot }) => null;
