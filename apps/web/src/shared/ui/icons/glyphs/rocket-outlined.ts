import svg from '@ant-design/icons-svg/es/asn/RocketOutlined';
import { createIcon } from '../icon';

export const RocketOutlined = /* @__PURE__ */ createIcon(svg);
