import svg from '@ant-design/icons-svg/es/asn/HeartOutlined';
import { createIcon } from '../icon';

export const HeartOutlined = /* @__PURE__ */ createIcon(svg);
