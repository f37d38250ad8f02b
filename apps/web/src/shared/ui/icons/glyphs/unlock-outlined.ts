import svg from '@ant-design/icons-svg/es/asn/UnlockOutlined';
import { createIcon } from '../icon';

export const UnlockOutlined = /* @__PURE__ */ createIcon(svg);
