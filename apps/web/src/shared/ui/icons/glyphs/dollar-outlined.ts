import svg from '@ant-design/icons-svg/es/asn/DollarOutlined';
import { createIcon } from '../icon';

export const DollarOutlined = /* @__PURE__ */ createIcon(svg);
