import svg from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { createIcon } from '../icon';

export const ShoppingCartOutlined = /* @__PURE__ */ createIcon(svg);
