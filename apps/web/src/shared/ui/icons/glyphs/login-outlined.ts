import svg from '@ant-design/icons-svg/es/asn/LoginOutlined';
import { createIcon } from '../icon';

export const LoginOutlined = /* @__PURE__ */ createIcon(svg);
