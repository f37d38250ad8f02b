import svg from '@ant-design/icons-svg/es/asn/StarFilled';
import { createIcon } from '../icon';

export const StarFilled = /* @__PURE__ */ createIcon(svg);
