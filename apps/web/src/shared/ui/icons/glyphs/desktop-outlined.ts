import svg from '@ant-design/icons-svg/es/asn/DesktopOutlined';
import { createIcon } from '../icon';

export const DesktopOutlined = /* @__PURE__ */ createIcon(svg);
