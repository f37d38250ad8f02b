import svg from '@ant-design/icons-svg/es/asn/SendOutlined';
import { createIcon } from '../icon';

export const SendOutlined = /* @__PURE__ */ createIcon(svg);
