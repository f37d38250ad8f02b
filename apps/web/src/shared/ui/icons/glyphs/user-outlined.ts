import svg from '@ant-design/icons-svg/es/asn/UserOutlined';
import { createIcon } from '../icon';

export const UserOutlined = /* @__PURE__ */ createIcon(svg);
