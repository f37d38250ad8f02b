import svg from '@ant-design/icons-svg/es/asn/LikeOutlined';
import { createIcon } from '../icon';

export const LikeOutlined = /* @__PURE__ */ createIcon(svg);
