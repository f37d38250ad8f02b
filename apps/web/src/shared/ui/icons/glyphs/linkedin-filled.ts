import svg from '@ant-design/icons-svg/es/asn/LinkedinFilled';
import { createIcon } from '../icon';

export const LinkedinFilled = /* @__PURE__ */ createIcon(svg);
