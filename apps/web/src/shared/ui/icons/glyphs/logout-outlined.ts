import svg from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { createIcon } from '../icon';

export const LogoutOutlined = /* @__PURE__ */ createIcon(svg);
