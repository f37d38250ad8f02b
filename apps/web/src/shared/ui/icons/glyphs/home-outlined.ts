import svg from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { createIcon } from '../icon';

export const HomeOutlined = /* @__PURE__ */ createIcon(svg);
