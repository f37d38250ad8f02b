import svg from '@ant-design/icons-svg/es/asn/HeartFilled';
import { createIcon } from '../icon';

export const HeartFilled = /* @__PURE__ */ createIcon(svg);
