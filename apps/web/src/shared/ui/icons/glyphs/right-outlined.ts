import svg from '@ant-design/icons-svg/es/asn/RightOutlined';
import { createIcon } from '../icon';

export const RightOutlined = /* @__PURE__ */ createIcon(svg);
