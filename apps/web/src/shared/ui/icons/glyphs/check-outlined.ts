import svg from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { createIcon } from '../icon';

export const CheckOutlined = /* @__PURE__ */ createIcon(svg);
