import svg from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { createIcon } from '../icon';

export const EyeOutlined = /* @__PURE__ */ createIcon(svg);
