import svg from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { createIcon } from '../icon';

export const GiftOutlined = /* @__PURE__ */ createIcon(svg);
