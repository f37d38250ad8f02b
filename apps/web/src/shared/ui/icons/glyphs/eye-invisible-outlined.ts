import svg from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import { createIcon } from '../icon';

export const EyeInvisibleOutlined = /* @__PURE__ */ createIcon(svg);
