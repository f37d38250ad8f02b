import svg from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { createIcon } from '../icon';

export const ShopOutlined = /* @__PURE__ */ createIcon(svg);
