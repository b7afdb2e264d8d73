export { WechatLinkButton } from './components/wechat-link-button';
