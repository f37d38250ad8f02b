import svg from '@ant-design/icons-svg/es/asn/CloudOutlined';
import { createIcon } from '../icon';

export const CloudOutlined = /* @__PURE__ */ createIcon(svg);
