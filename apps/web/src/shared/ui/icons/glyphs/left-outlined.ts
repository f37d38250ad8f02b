import svg from '@ant-design/icons-svg/es/asn/LeftOutlined';
import { createIcon } from '../icon';

export const LeftOutlined = /* @__PURE__ */ createIcon(svg);
