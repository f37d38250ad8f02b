import svg from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import { createIcon } from '../icon';

export const ArrowRightOutlined = /* @__PURE__ */ createIcon(svg);
