import svg from '@ant-design/icons-svg/es/asn/WechatOutlined';
import { createIcon } from '../icon';

export const WechatOutlined = /* @__PURE__ */ createIcon(svg);
