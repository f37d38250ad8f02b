import svg from '@ant-design/icons-svg/es/asn/FacebookFilled';
import { createIcon } from '../icon';

export const FacebookFilled = /* @__PURE__ */ createIcon(svg);
