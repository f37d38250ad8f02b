import svg from '@ant-design/icons-svg/es/asn/LinkOutlined';
import { createIcon } from '../icon';

export const LinkOutlined = /* @__PURE__ */ createIcon(svg);
