import svg from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { createIcon } from '../icon';

export const MobileOutlined = /* @__PURE__ */ createIcon(svg);
