import svg from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { createIcon } from '../icon';

export const GlobalOutlined = /* @__PURE__ */ createIcon(svg);
