import svg from '@ant-design/icons-svg/es/asn/StarOutlined';
import { createIcon } from '../icon';

export const StarOutlined = /* @__PURE__ */ createIcon(svg);
