import svg from '@ant-design/icons-svg/es/asn/DownOutlined';
import { createIcon } from '../icon';

export const DownOutlined = /* @__PURE__ */ createIcon(svg);
