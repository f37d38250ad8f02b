import svg from '@ant-design/icons-svg/es/asn/TikTokOutlined';
import { createIcon } from '../icon';

export const TikTokOutlined = /* @__PURE__ */ createIcon(svg);
