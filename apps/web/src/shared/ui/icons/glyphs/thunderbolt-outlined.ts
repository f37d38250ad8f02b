import svg from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import { createIcon } from '../icon';

export const ThunderboltOutlined = /* @__PURE__ */ createIcon(svg);
