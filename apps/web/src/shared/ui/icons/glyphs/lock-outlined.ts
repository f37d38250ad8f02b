import svg from '@ant-design/icons-svg/es/asn/LockOutlined';
import { createIcon } from '../icon';

export const LockOutlined = /* @__PURE__ */ createIcon(svg);
