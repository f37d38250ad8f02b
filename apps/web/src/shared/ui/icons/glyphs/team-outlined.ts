import svg from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { createIcon } from '../icon';

export const TeamOutlined = /* @__PURE__ */ createIcon(svg);
