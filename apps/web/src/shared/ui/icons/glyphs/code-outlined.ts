import svg from '@ant-design/icons-svg/es/asn/CodeOutlined';
import { createIcon } from '../icon';

export const CodeOutlined = /* @__PURE__ */ createIcon(svg);
