import svg from '@ant-design/icons-svg/es/asn/BellOutlined';
import { createIcon } from '../icon';

export const BellOutlined = /* @__PURE__ */ createIcon(svg);
